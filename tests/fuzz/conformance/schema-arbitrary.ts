import fc from 'fast-check';

/** A JSON Schema (2020-12, as the OpenAPI document carries it). */
export type JsonSchema = { [key: string]: unknown } | boolean;
type Obj = Record<string, unknown>;

/** Strings and lists are drawn short unless the schema asks for more: a request is about its rules, not its size. */
const SHORT = 24;
const FEW = 4;
const INT32 = 2 ** 31 - 1;

const num = (v: unknown) => (typeof v === 'number' ? v : undefined);

/** Resolves a local `$ref` (`#/$defs/...`, `#/components/schemas/...`) against the schema it sits in. */
function resolve(schema: Obj, root: Obj): Obj {
  const ref = schema.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return schema;
  let at: unknown = root;
  for (const part of ref.slice(2).split('/')) at = (at as Obj)[part];
  return { ...(at as Obj), ...Object.fromEntries(Object.entries(schema).filter(([k]) => k !== '$ref')) };
}

/**
 * A string that must match several patterns (a password policy): one match of each, then enough of any text to
 * reach the least length.
 */
function matchingAll(patterns: string[], minLength: number): fc.Arbitrary<string> {
  return fc
    .tuple(
      ...patterns.map((p) => fc.stringMatching(new RegExp(p, 'u'), { size: 'xsmall' })),
      fc.string({ minLength, maxLength: minLength + 4 }),
    )
    .map((parts) => parts.join(''));
}

/** Strings of the schema's format, pattern or length; a draw that misses a second rule is dropped by the caller. */
function stringOf(s: Obj): fc.Arbitrary<string> {
  const minLength = num(s.minLength) ?? 0;
  const maxLength = num(s.maxLength);
  const format = s.format;
  const patterns = ((s.allOf ?? []) as Obj[]).map((p) => p.pattern).filter((p) => typeof p === 'string');
  if (patterns.length) return matchingAll(patterns as string[], minLength);
  if (format === 'uuid') return fc.uuid();
  if (format === 'email') return fc.emailAddress({ size: 'xsmall' });
  if (format === 'date') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (format === 'date-time')
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString());
  if (format === 'uri' || format === 'url') return fc.webUrl({ size: 'xsmall' });
  if (typeof s.pattern === 'string') {
    try {
      return fc.stringMatching(new RegExp(s.pattern), { size: 'xsmall' });
    } catch {
      // fast-check draws no lookahead (the email pattern has some): an address, or any text, checked afterwards.
      return s.pattern.includes('@') ? fc.emailAddress({ size: 'xsmall' }) : fc.string({ maxLength: SHORT });
    }
  }
  return fc.string({
    minLength,
    maxLength: Math.max(minLength, Math.min(maxLength ?? SHORT, minLength + SHORT)),
  });
}

function integerOf(s: Obj): fc.Arbitrary<number> {
  let min = num(s.minimum) ?? -INT32;
  let max = num(s.maximum) ?? INT32;
  if (num(s.exclusiveMinimum) !== undefined) min = Math.max(min, (s.exclusiveMinimum as number) + 1);
  if (num(s.exclusiveMaximum) !== undefined) max = Math.min(max, (s.exclusiveMaximum as number) - 1);
  const lo = Math.max(min, -INT32);
  const hi = Math.min(max, INT32);
  // Bounds beyond 32 bits (safe-integer limits) are drawn as they are, besides the values near zero.
  const inner = lo <= hi ? fc.integer({ min: lo, max: hi }) : fc.constant(min);
  const step = num(s.multipleOf);
  const values = fc.oneof(inner, fc.constantFrom(min, max));
  return step ? values.map((v) => Math.ceil(v / step) * step).filter((v) => v <= max) : values;
}

function numberOf(s: Obj): fc.Arbitrary<number> {
  const min = num(s.minimum) ?? num(s.exclusiveMinimum) ?? -1e9;
  const max = num(s.maximum) ?? num(s.exclusiveMaximum) ?? 1e9;
  return fc
    .double({ min, max, noNaN: true, noDefaultInfinity: true })
    .filter(
      (v) =>
        (num(s.exclusiveMinimum) === undefined || v > (s.exclusiveMinimum as number)) &&
        (num(s.exclusiveMaximum) === undefined || v < (s.exclusiveMaximum as number)),
    );
}

function arrayOf(s: Obj, root: Obj, depth: number): fc.Arbitrary<unknown[]> {
  const minItems = num(s.minItems) ?? 0;
  const maxItems = Math.min(num(s.maxItems) ?? minItems + FEW, minItems + FEW);
  const prefix = Array.isArray(s.prefixItems) ? (s.prefixItems as JsonSchema[]) : [];
  if (prefix.length) {
    const head = fc.tuple(...prefix.map((p) => arbitraryOf(p, root, depth + 1)));
    if (s.items === false || s.items === undefined) return head;
    return fc
      .tuple(head, fc.array(arbitraryOf(s.items as JsonSchema, root, depth + 1), { maxLength: 2 }))
      .map(([h, t]) => [...h, ...t]);
  }
  const item = arbitraryOf((s.items as JsonSchema | undefined) ?? true, root, depth + 1);
  return fc.array(item, { minLength: minItems, maxLength: Math.max(minItems, maxItems) });
}

/** The schema with a branch's rules added: its required fields, and its rules for each property. */
function withBranch(s: Obj, branch: unknown): Obj {
  const b = (branch && typeof branch === 'object' ? branch : {}) as Obj;
  const properties = { ...((s.properties ?? {}) as Record<string, Obj>) };
  for (const [name, rule] of Object.entries((b.properties ?? {}) as Record<string, Obj>))
    properties[name] = { ...(properties[name] ?? {}), ...rule };
  const required = [...((s.required ?? []) as string[]), ...((b.required ?? []) as string[])];
  return { ...s, if: undefined, then: undefined, else: undefined, properties, required };
}

function objectOf(s: Obj, root: Obj, depth: number): fc.Arbitrary<Obj> {
  // A conditional rule (if/then/else): drawn from either branch; a draw whose condition picks the other is dropped.
  if (s.if !== undefined && (s.then !== undefined || s.else !== undefined))
    return fc.oneof(
      objectOf(withBranch(s, s.then), root, depth),
      objectOf(withBranch(s, s.else), root, depth),
    );
  const properties = (s.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((s.required ?? []) as string[]);
  const shape: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, p] of Object.entries(properties)) shape[name] = arbitraryOf(p, root, depth + 1);
  const known = fc.record(shape, { requiredKeys: [...required].filter((k) => k in shape) });
  const extra = s.additionalProperties;
  if (extra && typeof extra === 'object' && Object.keys(properties).length === 0) {
    // A record: keys drawn from propertyNames when given.
    const keys = s.propertyNames
      ? (arbitraryOf(s.propertyNames as JsonSchema, root, depth + 1) as fc.Arbitrary<string>)
      : fc.string({ minLength: 1, maxLength: 12 });
    return fc.dictionary(keys, arbitraryOf(extra as JsonSchema, root, depth + 1), {
      minKeys: num(s.minProperties) ?? 0,
      maxKeys: Math.min(num(s.maxProperties) ?? FEW, FEW),
    });
  }
  return known as fc.Arbitrary<Obj>;
}

function typed(type: string, s: Obj, root: Obj, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringOf(s);
    case 'integer':
      return integerOf(s);
    case 'number':
      return numberOf(s);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return arrayOf(s, root, depth);
    case 'object':
      return objectOf(s, root, depth);
    default:
      return fc.constant(null);
  }
}

/**
 * Values a JSON Schema accepts, drawn by fast-check: types, formats, patterns, lengths, bounds, enums, required and
 * optional properties, tuples, records, `anyOf`/`oneOf` and `allOf` of objects. The caller checks each value
 * against the schema with a validator, so a value this cannot make exactly (an overlapping `oneOf`) is dropped
 * rather than sent as valid.
 */
export function arbitraryOf(schema: JsonSchema, root: Obj = {}, depth = 0): fc.Arbitrary<unknown> {
  if (schema === true) return fc.jsonValue({ maxDepth: 1 });
  if (schema === false) return fc.constant(undefined);
  const s = resolve(schema, root);
  if ('const' in s) return fc.constant(s.const);
  if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
  const alternatives = (s.anyOf ?? s.oneOf) as JsonSchema[] | undefined;
  // Alternatives beside a type (a cross-field rule on an object) only narrow it: drawn from the type, checked after.
  if (alternatives?.length && !s.type && !s.properties)
    return fc.oneof(...alternatives.map((a) => arbitraryOf(a, root, depth + 1)));
  if (Array.isArray(s.allOf) && s.type !== 'string') {
    // zod writes an intersection of objects as allOf: their properties and required lists together.
    const parts = (s.allOf as JsonSchema[]).map((p) => (typeof p === 'object' ? resolve(p, root) : {}));
    return objectOf(
      {
        type: 'object',
        properties: Object.assign({}, ...parts.map((p) => p.properties ?? {})),
        required: parts.flatMap((p) => (p.required ?? []) as string[]),
      },
      root,
      depth,
    );
  }
  if (Array.isArray(s.type)) return fc.oneof(...(s.type as string[]).map((t) => typed(t, s, root, depth)));
  if (typeof s.type === 'string') return typed(s.type, s, root, depth);
  if (s.properties) return objectOf(s, root, depth);
  return depth > 3 ? fc.constant(null) : fc.jsonValue({ maxDepth: 1 });
}
