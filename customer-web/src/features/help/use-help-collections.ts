import { useQuery } from '@tanstack/react-query';
import { CACHE, contractKey, contracts, type HelpCollection } from '@portal/shared';
import { apiCall } from '../../lib/api/client';

const query = { page: 1, per_page: 150 };

/** Every collection (categories at the top, sections under them). A failure is an error the page shows, never an empty list. */
export function useHelpCollections() {
  return useQuery({
    queryKey: contractKey(contracts.help.collections, { query }),
    queryFn: async (): Promise<HelpCollection[]> =>
      (await apiCall(contracts.help.collections, { anonymous: true, query })).data,
    staleTime: CACHE.helpLists,
  });
}
