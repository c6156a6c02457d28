import { useQuery } from '@tanstack/react-query';
import { contracts, PAGING, CACHE, SPID, type NetworkType } from '@portal/shared';
import { apiCall } from '../../lib/api/client';
import { queryOf } from '../../lib/api/query';

/** POST eshop/eshop_item_advanced_search: the modems of a network, first page, by name. */
export function useModems(network: NetworkType | undefined) {
  const contract = contracts.shopCatalogue.modemSearch;
  const input = {
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
  } as const;
  const call = queryOf(contract, input);
  return useQuery({
    // A POST's body is not in a contract's key: the network is added to it.
    queryKey: [...call.queryKey, network],
    queryFn: ({ signal }) => apiCall(contract, { ...input, signal }),
    enabled: !!network,
    staleTime: CACHE.planAndModem,
  });
}
