import { seededRandom } from '@portal/shared';

function hashString(input: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < input.length; i++) {
    h ^= input.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * A random number decided by the seed and a key alone (for example a process id), so a process timeline is the
 * same whichever order requests arrive in, in the server and in the browser worker.
 */
export function keyedRandom(seed: number, key: string): number {
  return seededRandom(hashString(`${seed}:${key}`))();
}
