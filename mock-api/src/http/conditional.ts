import type { ContractDef } from '@portal/shared';

/** 53 bits of FNV-1a style mixing (cyrb53): enough to tell two answers of one read apart, and runtime-neutral. */
function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/**
 * The tag of an answer is a hash of what it says (its body and the range it covers), not a counter of the store:
 * the simulation moves orders on by the virtual clock, and another caller may see other rows, so only the answer
 * itself tells whether the one the client holds is still right.
 */
export function entityTag(data: unknown, headers: Record<string, string>): string {
  return `"${hash53(`${headers['Content-Range'] ?? ''}\n${JSON.stringify(data)}`)}"`;
}

/** Whether an If-None-Match header names this tag (a list, weak tags and `*` as HTTP reads them). */
export function matchesTag(ifNoneMatch: string | null, tag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === '*' || t === tag);
}

/**
 * A success of a conditional read with its tag, or 304 without a body when the request names that tag already.
 * Anything else passes as it is.
 */
export function conditionalAnswer(
  contract: ContractDef,
  method: string,
  ifNoneMatch: string | null,
  answer: { status: number; data: unknown; headers: Record<string, string> },
): { status: number; data: unknown; headers: Record<string, string>; notModified: boolean } {
  const read = method === 'GET' || method === 'HEAD';
  if (!contract.conditional || !read || answer.status < 200 || answer.status >= 300)
    return { ...answer, notModified: false };
  const tag = entityTag(answer.data, answer.headers);
  const headers = { ...answer.headers, ETag: tag };
  return matchesTag(ifNoneMatch, tag)
    ? { status: 304, data: undefined, headers, notModified: true }
    : { ...answer, headers, notModified: false };
}
