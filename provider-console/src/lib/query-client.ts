import { CACHE } from '@portal/shared';
import { QueryClient } from '@tanstack/react-query';

/** Resources cached for 180000 ms on the provider side: LFC products and fibre plans. */
export const REFERENCE_RESOURCES = ['lfc_product', 'UFB_plan'] as const;

/** react-admin keys its queries by resource first, so one default per resource covers lists and references. */
export function createQueryClient(): QueryClient {
  const client = new QueryClient();
  for (const resource of REFERENCE_RESOURCES) {
    client.setQueryDefaults([resource], { staleTime: CACHE.providerReference });
  }
  return client;
}
