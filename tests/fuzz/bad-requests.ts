import fc from 'fast-check';
import type { Operation } from './operations';

/** A generated request: what was broken, and the request itself. */
export interface BadRequest {
  op: Operation;
  mutation: string;
  /** Path below /api, with the parameters already in their (possibly malformed) raw form. */
  path: string;
  query: string;
  contentType?: string;
  body?: string | Uint8Array;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const OUT_OF_RANGE = [1e308, -1e308, 2 ** 53 + 1, -1, 0, 1e-320, 123456789012345, -0.5];
const ODD_SEGMENTS = [
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '%FF%FE',
  '%u0041',
  '%%41',
  '..',
  '%2e%2e',
  '__proto__',
  'constructor',
  '-1',
  '1e309',
  '%00',
  'null',
];
/** Segments whose percent-escapes do not decode (not two hex digits, or not UTF-8). */
const MALFORMED = ['%', '%zz', '%E0%A4%A', '%C0%AF', '%FF%FE', '%u0041', '%%41'];
const CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'multipart/form-data; boundary=x',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'application/vnd.api+json',
  '',
];

const oddText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('\u0000', '\ud800', '\u202e\u0041', 'é'.normalize('NFD'), '👩‍👩‍👧', '\uFEFF', '𝕬'.repeat(50)),
);
const hugeText = fc.integer({ min: 10_000, max: 400_000 }).map((n) => 'x'.repeat(n));
const anyValue: fc.Arbitrary<Json> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>,
  oddText,
  fc.constantFrom(...OUT_OF_RANGE),
);

const exampleBody = (op: Operation): Record<string, Json> | undefined => {
  const body = op.example.body;
  return body && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, Json>)
    : undefined;
};

function fillPath(op: Operation, raw: Record<string, string> = {}): string {
  return op.template.replace(/\{(\w+)\}/g, (_, name: string) =>
    name in raw ? (raw[name] as string) : encodeURIComponent(op.example.params?.[name] ?? '68'),
  );
}

/** Percent-encodes every byte; a lone surrogate becomes U+FFFD instead of throwing as encodeURIComponent does. */
const encodeBytes = (text: string) =>
  [...new TextEncoder().encode(text)]
    .map((b) => `%${b.toString(16).padStart(2, '0').toUpperCase()}`)
    .join('');

const queryOf = (q: Record<string, string> | undefined) => new URLSearchParams(q ?? {}).toString();

function request(op: Operation, mutation: string, change: Partial<BadRequest> = {}): BadRequest {
  const body = op.example.body === undefined ? undefined : JSON.stringify(op.example.body);
  return {
    op,
    mutation,
    path: fillPath(op),
    query: queryOf(op.example.query),
    ...(body !== undefined ? { body, contentType: 'application/json' } : {}),
    ...change,
  };
}

const withBody = (op: Operation, mutation: string, body: string | Uint8Array) =>
  request(op, mutation, { body, contentType: 'application/json' });

/** Body mutations: wrong types, missing and extra fields, huge and odd strings, prototype keys, nesting, numbers. */
function bodyMutations(op: Operation): fc.Arbitrary<BadRequest>[] {
  const base = exampleBody(op) ?? {};
  const keys = Object.keys(base);
  const field = keys.length ? fc.constantFrom(...keys) : fc.constant('Name');
  const set = (name: string, v: Json) => JSON.stringify({ ...base, [name]: v });
  return [
    fc.tuple(field, anyValue).map(([k, v]) => withBody(op, `wrong type of ${k}`, set(k, v))),
    field.map((k) => {
      const rest = { ...base };
      delete rest[k];
      return withBody(op, `missing ${k}`, JSON.stringify(rest));
    }),
    fc.tuple(fc.string({ maxLength: 20 }), anyValue).map(([k, v]) => withBody(op, 'extra field', set(k, v))),
    fc.tuple(field, hugeText).map(([k, v]) => withBody(op, `huge ${k}`, set(k, v))),
    fc.tuple(field, oddText).map(([k, v]) => withBody(op, `odd unicode in ${k}`, set(k, v))),
    fc
      .tuple(field, fc.constantFrom(...OUT_OF_RANGE))
      .map(([k, v]) => withBody(op, `number ${v} in ${k}`, set(k, v))),
    fc
      .constantFrom('__proto__', 'constructor', 'prototype')
      .map((k) =>
        withBody(
          op,
          `prototype key ${k}`,
          `{"${k}":{"admin":true,"prototype":{"polluted":1}},${JSON.stringify(base).slice(1)}`.replace(
            /,}$/,
            '}',
          ),
        ),
      ),
    fc
      .tuple(field, fc.integer({ min: 100, max: 20_000 }))
      .map(([k, depth]) =>
        withBody(
          op,
          `nesting ${depth} deep in ${k}`,
          set(k, null).replace('null', '['.repeat(depth) + ']'.repeat(depth)),
        ),
      ),
    fc
      .integer({ min: 100, max: 20_000 })
      .map((depth) =>
        withBody(op, `body nested ${depth} deep`, '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
      ),
    fc
      .constantFrom('null', '[]', '"text"', '1', 'true', '{', '{"a":1,}', 'NaN', '\u0000')
      .map((text) => withBody(op, `body ${JSON.stringify(text)}`, text)),
    fc
      .uint8Array({ minLength: 1, maxLength: 64 })
      .map((bytes) => withBody(op, 'bytes that are not UTF-8', new Uint8Array([0x7b, 0xff, 0xfe, ...bytes]))),
  ];
}

const takesBody = (op: Operation) =>
  op.method !== 'GET' && (op.method !== 'DELETE' || op.example.body !== undefined);

function paramMutations(op: Operation, malformedEscapes: boolean): fc.Arbitrary<BadRequest>[] {
  const names = [...op.template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
  if (!names.length) return [];
  const segment = fc.oneof(
    fc.constantFrom(
      ...(malformedEscapes ? ODD_SEGMENTS : ODD_SEGMENTS.filter((s) => !MALFORMED.includes(s))),
    ),
    oddText.map(encodeBytes),
    // Below Node's 16 KB limit of the request line and headers, which it refuses itself with a bodiless 431.
    fc.integer({ min: 300, max: 8_000 }).map((n) => 'a'.repeat(n)),
  );
  return [
    fc
      .tuple(fc.constantFrom(...names), segment)
      .map(([name, raw]) =>
        request(op, `path ${name}=${raw.slice(0, 20)}`, { path: fillPath(op, { [name]: raw }) }),
      ),
  ];
}

function otherMutations(op: Operation): fc.Arbitrary<BadRequest>[] {
  const out: fc.Arbitrary<BadRequest>[] = [
    fc
      .dictionary(
        fc.string({ maxLength: 12 }),
        fc.oneof(oddText, fc.constantFrom('%zz', '%', 'a'.repeat(3000))),
        {
          maxKeys: 4,
        },
      )
      .map((extra) =>
        request(op, 'odd query', {
          query: [
            queryOf(op.example.query),
            ...Object.entries(extra).map(([k, v]) => `${encodeBytes(k)}=${v}`),
          ]
            .filter(Boolean)
            .join('&'),
        }),
      ),
  ];
  if (takesBody(op)) {
    out.push(
      fc
        .constantFrom(...CONTENT_TYPES)
        .map((type) => request(op, `content type "${type}"`, { contentType: type })),
    );
  }
  return out;
}

export interface FuzzOptions {
  /** Path parameters with percent-escapes that do not decode; the request pipeline must refuse them. */
  malformedEscapes: boolean;
}

/** Bad requests of one operation. */
export function badRequestOf(op: Operation, options: FuzzOptions): fc.Arbitrary<BadRequest> {
  const withBodies = takesBody(op) ? bodyMutations(op) : [];
  return fc.oneof(...withBodies, ...paramMutations(op, options.malformedEscapes), ...otherMutations(op));
}

/** Bad requests over every operation. */
export const badRequests = (ops: Operation[], options: FuzzOptions) =>
  fc.constantFrom(...ops).chain((op) => badRequestOf(op, options));
