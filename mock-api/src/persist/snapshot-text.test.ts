import { describe, expect, it } from 'vitest';
import type { Snapshot } from '../runtime';
import { snapshotPieces } from './snapshot-text';

const join = (s: Snapshot) => [...snapshotPieces(s)].join('');

describe('the snapshot written in pieces', () => {
  it('is the same JSON as the snapshot written at once, with empty and large tables', () => {
    const snapshot = {
      version: 1,
      sim: { seed: 7, clock: { offsetMs: 5 } },
      tables: {
        empty: [],
        one: [{ UUID: 'a', Nested: { List: [1, 2] }, Missing: undefined }],
        many: Array.from({ length: 1234 }, (_, i) => ({ UUID: `u${i}`, Text: 'line "quoted"\n' })),
      },
    } as unknown as Snapshot;
    expect(join(snapshot)).toBe(JSON.stringify(snapshot));
    expect(JSON.parse(join(snapshot))).toEqual(JSON.parse(JSON.stringify(snapshot)));
  });

  it('writes a snapshot without tables as valid JSON', () => {
    const snapshot = { version: 1, sim: {}, tables: {} } as unknown as Snapshot;
    expect(join(snapshot)).toBe(JSON.stringify(snapshot));
  });
});
