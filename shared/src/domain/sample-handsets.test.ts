import { describe, expect, it } from 'vitest';
import {
  filterHandsets,
  HANDSET_STORAGE_GB,
  HANDSET_THEMES,
  handsetPrice,
  SAMPLE_HANDSETS,
  storageLabel,
} from './sample-handsets';

describe('sample handsets', () => {
  it('come in the six image themes, 128 GB to 1 TB, with one or two SIMs', () => {
    expect(HANDSET_THEMES).toEqual(['pink', 'blue', 'green', 'midnight', 'red', 'starlight']);
    const colours = new Set(SAMPLE_HANDSETS.flatMap((h) => h.colours));
    expect([...colours].sort()).toEqual([...HANDSET_THEMES].sort());
    const sizes = new Set(SAMPLE_HANDSETS.flatMap((h) => h.storage.map((s) => s.gb)));
    expect([...sizes].sort((a, b) => a - b)).toEqual([...HANDSET_STORAGE_GB]);
    expect(new Set(SAMPLE_HANDSETS.map((h) => h.sims))).toEqual(new Set([1, 2]));
    expect(storageLabel(128)).toBe('128 GB');
    expect(storageLabel(1024)).toBe('1 TB');
  });

  it('filter by storage and SIM count, each optional', () => {
    const names = (list: { name: string }[]) => list.map((h) => h.name);
    expect(filterHandsets(SAMPLE_HANDSETS, {})).toHaveLength(SAMPLE_HANDSETS.length);
    expect(names(filterHandsets(SAMPLE_HANDSETS, { storage: 1024 }))).toEqual(['Kauri Pro']);
    expect(names(filterHandsets(SAMPLE_HANDSETS, { sims: 1 }))).toEqual(['Pōhutukawa 5G', 'Tūī Lite']);
    expect(names(filterHandsets(SAMPLE_HANDSETS, { storage: 128, sims: 2 }))).toEqual(['Kauri']);
    expect(filterHandsets(SAMPLE_HANDSETS, { storage: 512, sims: 1 })).toEqual([]);
  });

  it('are priced from their smallest storage, or at the size asked for', () => {
    const pro = SAMPLE_HANDSETS[0]!;
    expect(handsetPrice(pro)).toBe(169_900);
    expect(handsetPrice(pro, 1024)).toBe(239_900);
  });
});
