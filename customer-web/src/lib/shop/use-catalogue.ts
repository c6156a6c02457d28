import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  CACHE,
  CATALOGUE_DELAY_MS,
  contractKey,
  contracts,
  PAGING,
  type CatalogueEntry,
} from '@portal/shared';
import { useCustomerUUID } from '../account';
import { apiCall } from '../api/client';

const wait = (ms: number) => new Promise((ok) => setTimeout(ok, ms));

/**
 * POST /catalog/v2/entries for the postpay plans: held back 1.5 s, signed out with noauth, cached 30 minutes.
 * A failed catalogue is reset, so the next screen asks again instead of keeping the failure.
 */
export function useCatalogue(types: CatalogueEntry['ProductType'][]) {
  const customerUUID = useCustomerUUID();
  const queryClient = useQueryClient();
  const contract = contracts.shopCatalogue.entries;
  const queryKey = [...contractKey(contract, {}), customerUUID ?? 'noauth', ...types];
  const query = useQuery({
    queryKey,
    queryFn: async () => {
      await wait(CATALOGUE_DELAY_MS);
      return apiCall(contract, {
        ...(customerUUID ? {} : { anonymous: true, query: { noauth: 'true' as const } }),
        body: {
          ProductTypeList: types,
          SearchOptions: { PageSize: PAGING.catalogPageSize },
          ...(customerUUID ? { CustomerInfo: { ID: customerUUID } } : {}),
        },
      });
    },
    staleTime: CACHE.catalog,
    retry: false,
  });
  const failed = query.isError;
  useEffect(() => {
    if (failed) return () => queryClient.removeQueries({ queryKey });
    // The key is rebuilt each render; what identifies it is the customer and the types.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failed, queryClient, customerUUID, types.join()]);
  return query;
}
