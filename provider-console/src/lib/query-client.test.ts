import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

describe('the console query cache', () => {
  it('keeps LFC products and fibre plans fresh for 180000 ms, in lists and look-ups alike, and nothing else', () => {
    const client = createQueryClient();
    // react-admin's query keys: [resource, method, params].
    for (const resource of ['lfc_product', 'UFB_plan'])
      for (const [method, params] of [
        ['getList', {}],
        ['getOne', { id: 'a' }],
        ['getMany', { ids: ['a'] }],
      ] as const)
        expect(client.getQueryDefaults([resource, method, params]).staleTime, `${resource} ${method}`).toBe(
          180_000,
        );
    for (const resource of ['UFB_order', 'UFB', 'customer'])
      expect(client.getQueryDefaults([resource, 'getList', {}]).staleTime).toBeUndefined();
  });
});

describe('a change to a resource', () => {
  it('makes every cached answer of that resource stale, even within its 180000 ms, and no other resource', async () => {
    const client = createQueryClient();
    client.setQueryData(['lfc_product', 'getOne', { id: 'a' }], { id: 'a', DeletedAtNanos: null });
    client.setQueryData(['lfc_product', 'getList', {}], { data: [] });
    client.setQueryData(['UFB_plan', 'getList', {}], { data: [] });
    const stale = (key: unknown[]) => client.getQueryCache().find({ queryKey: key })?.isStale();
    expect(stale(['lfc_product', 'getOne', { id: 'a' }])).toBe(false);

    await client
      .getMutationCache()
      .build(client, { mutationKey: ['lfc_product', 'delete', { id: 'a' }], mutationFn: async () => ({}) })
      .execute(undefined);

    expect(stale(['lfc_product', 'getOne', { id: 'a' }])).toBe(true);
    expect(stale(['lfc_product', 'getList', {}])).toBe(true);
    expect(stale(['UFB_plan', 'getList', {}])).toBe(false);
  });
});
