/**
 * What a page's bytes are made of, by package: each fetched chunk's source map (written beside it by a build with
 * SOURCEMAP=1) says which source file each run of generated code came from; a chunk's gzipped size is shared out
 * between packages in proportion to the code each contributed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { ROOT } from './bench-server';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The fields of one mappings segment (Base64 VLQ). */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = B64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** The package a source file belongs to: the npm package, or the workspace package that holds it. */
export function packageOf(source: string): string {
  const inModules = source.split('node_modules/').pop() as string;
  if (inModules !== source) {
    const [scope, name] = inModules.split('/');
    return scope?.startsWith('@') ? `${scope}/${name}` : (scope as string);
  }
  for (const [dir, name] of [
    ['shared/', '@portal/shared'],
    ['mock-api/', '@portal/mock-api'],
    ['fixtures/', '@portal/fixtures'],
    ['customer-web/', 'customer-web'],
    ['provider-console/', 'provider-console'],
  ] as const)
    if (source.includes(dir)) return name;
  return '(other)';
}

/** Characters of generated code per package in one chunk, or undefined without its map. */
function charsByPackage(mapFile: string, code: string): Map<string, number> | undefined {
  if (!existsSync(mapFile)) return undefined;
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[]; mappings: string };
  const lines = code.split('\n');
  const chars = new Map<string, number>();
  let sourceIndex = 0;
  map.mappings.split(';').forEach((line, lineNo) => {
    const length = lines[lineNo]?.length ?? 0;
    let column = 0;
    let owner: string | undefined;
    let from = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const [dColumn = 0, dSource] = decodeSegment(segment);
      column += dColumn;
      if (owner) chars.set(owner, (chars.get(owner) ?? 0) + column - from);
      if (dSource !== undefined) {
        sourceIndex += dSource;
        // Sources are named relative to the map.
        owner = packageOf(resolve(dirname(mapFile), map.sources[sourceIndex] ?? ''));
      } else owner = '(generated)';
      from = column;
    }
    if (owner) chars.set(owner, (chars.get(owner) ?? 0) + Math.max(0, length - from));
  });
  return chars;
}

/** Where a served file of either app's build is on disk. */
function builtFile(urlPath: string): string {
  return urlPath.startsWith('/console/')
    ? join(ROOT, 'provider-console/dist', urlPath.slice('/console/'.length))
    : join(ROOT, 'customer-web/dist', urlPath.slice(1));
}

/**
 * Gzipped KB per package over a page's fetched files; a file without a map counts under its own name, so the total
 * is always the page's.
 */
export function breakdown(
  files: { urlPath: string; gzipBytes: number; body: string }[],
): Record<string, number> {
  const kb = new Map<string, number>();
  const add = (name: string, bytes: number) => kb.set(name, (kb.get(name) ?? 0) + bytes / 1024);
  for (const file of files) {
    const chars = charsByPackage(`${builtFile(file.urlPath)}.map`, file.body);
    const total = chars ? [...chars.values()].reduce((a, b) => a + b, 0) : 0;
    if (!chars || total === 0) {
      add(`(no map) ${file.urlPath.split('/').pop()}`, file.gzipBytes);
      continue;
    }
    for (const [name, n] of chars) add(name, (file.gzipBytes * n) / total);
  }
  return Object.fromEntries(
    [...kb.entries()].sort(([, a], [, b]) => b - a).map(([name, v]) => [name, Math.round(v * 10) / 10]),
  );
}
