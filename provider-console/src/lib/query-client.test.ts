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
