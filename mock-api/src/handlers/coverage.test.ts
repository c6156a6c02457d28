import { describe, expect, it } from 'vitest';
import { allContracts } from '@portal/shared';
import { createMockApi } from '../runtime';
import { implementedContracts } from '../http/route';

describe('handlers', () => {
  it('implement every contract of the registry exactly once', async () => {
    implementedContracts.clear();
    await createMockApi();
    const counts = Object.fromEntries(allContracts.map((c) => [c.id, implementedContracts.get(c.id) ?? 0]));
    expect(Object.entries(counts).filter(([, n]) => n !== 1)).toEqual([]);
    expect([...implementedContracts.keys()].filter((id) => !(id in counts))).toEqual([]);
  });
});
