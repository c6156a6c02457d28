import { decodeSegment } from './input-guard';

interface Node<T> {
  literal: Map<string, Node<T>>;
  /** Operations may name the same position differently (`/customers/:uid/...`, `/customers/:id/...`). */
  params: { name: string; node: Node<T> }[];
  entry?: T;
}

const emptyNode = <T>(): Node<T> => ({ literal: new Map(), params: [] });

export interface RouteMatch<T> {
  entry: T;
  /** Path parameters, percent-decoded. */
  params: Record<string, string>;
}

/**
 * Finds the operation for a method and path in time proportional to the path's length, not the number of
 * operations. A literal segment wins over a parameter (`/billing-routes/approval` before `/billing-routes/:routeId`).
 */
export class RouteIndex<T> {
  private readonly roots = new Map<string, Node<T>>();

  add(method: string, path: string, entry: T): void {
    const key = method.toUpperCase();
    let node = this.roots.get(key) ?? emptyNode<T>();
    this.roots.set(key, node);
    for (const segment of splitPath(path)) {
      if (segment.startsWith(':')) {
        const name = segment.slice(1);
        let param = node.params.find((p) => p.name === name);
        if (!param) node.params.push((param = { name, node: emptyNode<T>() }));
        node = param.node;
      } else {
        const next = node.literal.get(segment) ?? emptyNode<T>();
        node.literal.set(segment, next);
        node = next;
      }
    }
    // The first registration wins, as it did when handlers were tried in order.
    node.entry ??= entry;
  }

  /** The methods some operation answers at this raw path (empty when the path is unknown), in a stable order. */
  methodsAt(rawPath: string): string[] {
    const segments = splitPath(rawPath);
    return [...this.roots.keys()].filter((method) => {
      const root = this.roots.get(method) as Node<T>;
      return walkTo(root, segments, 0, []) !== undefined;
    });
  }

  /** The operation for a raw (still percent-encoded) path; a malformed escape in a parameter throws a 400. */
  find(method: string, rawPath: string): RouteMatch<T> | undefined {
    const root = this.roots.get(method.toUpperCase());
    if (!root) return undefined;
    const segments = splitPath(rawPath);
    const taken: [string, string][] = [];
    const entry = walkTo(root, segments, 0, taken);
    if (!entry) return undefined;
    // Decoding only the chosen branch's values keeps a bad escape elsewhere from refusing a matching request.
    const params = Object.fromEntries(taken.map(([name, raw]) => [name, decodeSegment(raw)]));
    return { entry, params };
  }
}

/** The entry at the end of the path, literal segments first; `taken` collects the parameters on the way. */
function walkTo<T>(node: Node<T>, segments: string[], at: number, taken: [string, string][]): T | undefined {
  if (at === segments.length) return node.entry;
  const raw = segments[at] as string;
  const literal = node.literal.get(raw);
  const viaLiteral = literal && walkTo(literal, segments, at + 1, taken);
  if (viaLiteral) return viaLiteral;
  for (const param of node.params) {
    taken.push([param.name, raw]);
    const viaParam = walkTo(param.node, segments, at + 1, taken);
    if (viaParam) return viaParam;
    taken.pop();
  }
  return undefined;
}

function splitPath(path: string): string[] {
  return path.split('/').filter((s) => s !== '');
}
