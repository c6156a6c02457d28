import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

describe('the console query cache (002 §9)', () => {
  it('keeps LFC products and fibre plans fresh for 180000 ms, in lists and look-ups alike, and nothing else', () => {
    const client = createQueryClient();
    expect(client.getQueryDefaults(['lfc_product', 'getList', {}]).staleTime).toBe(180_000);
    expect(client.getQueryDefaults(['UFB_plan', 'getMany', { ids: ['a'] }]).staleTime).toBe(180_000);
    expect(client.getQueryDefaults(['UFB_order', 'getList', {}]).staleTime).toBeUndefined();
  });
});
