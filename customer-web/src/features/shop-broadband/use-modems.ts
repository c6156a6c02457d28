import { useQuery } from '@tanstack/react-query';
import { contracts, contractKey, PAGING, CACHE, SPID, type NetworkType } from '@portal/shared';
import { apiCall } from '../../lib/api/client';

/** POST eshop/eshop_item_advanced_search: the modems of a network, first page, by name. */
export function useModems(network: NetworkType | undefined) {
  const contract = contracts.shopCatalogue.modemSearch;
  return useQuery({
    queryKey: [...contractKey(contract, {}), network],
    queryFn: () =>
      apiCall(contract, {
        anonymous: true,
        body: {
          SearchOptions: {
            PageNumber: 1,
            PageSize: PAGING.modemSearchPageSize,
            SortBy: 'Name',
            SortDesc: true,
          },
          IncludeDeleted: false,
          SPID,
          FacetFilters: { NetworkType: network ?? 'UFB' },
        },
      }),
    enabled: !!network,
    staleTime: CACHE.planAndModem,
  });
}
