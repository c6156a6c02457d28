import { CACHE } from '@portal/shared';
import { MutationCache, QueryClient } from '@tanstack/react-query';
import { retryDelay, shouldRetry } from './failure';

/** Resources cached for 180000 ms on the provider side: LFC products and fibre plans. */
export const REFERENCE_RESOURCES = ['lfc_product', 'UFB_plan'] as const;

/**
 * react-admin keys its queries and mutations by resource first, so one default per resource covers lists and
 * references. A change to a resource makes every cached answer of it stale and fetches the shown ones again: a record
 * deleted, restored or purged must not show its old actions while its cache lasts.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    // The console's own reads (the dashboard's, notes, free times) retry as its lists and records do.
    defaultOptions: { queries: { retry: shouldRetry, retryDelay } },
    mutationCache: new MutationCache({
      onSuccess: (_data, _variables, _context, mutation) => {
        const [resource] = mutation.options.mutationKey ?? [];
        if (typeof resource === 'string') void client.invalidateQueries({ queryKey: [resource] });
      },
    }),
  });
  for (const resource of REFERENCE_RESOURCES) {
    client.setQueryDefaults([resource], { staleTime: CACHE.providerReference });
  }
  return client;
}
