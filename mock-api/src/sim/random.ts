/** Seeded randomness: the same seed replays the same run. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

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
  return mulberry32(hashString(`${seed}:${key}`))();
}
