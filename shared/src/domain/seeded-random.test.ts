import { describe, expect, it } from 'vitest';
import { seededRandom } from './seeded-random';

describe('seededRandom', () => {
  it('replays the same numbers for the same seed and differs across seeds, all within [0, 1)', () => {
    const a = Array.from({ length: 5 }, seededRandom(42));
    const b = Array.from({ length: 5 }, seededRandom(42));
    const c = Array.from({ length: 5 }, seededRandom(43));
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
    expect(a.every((n) => n >= 0 && n < 1)).toBe(true);
  });
});
