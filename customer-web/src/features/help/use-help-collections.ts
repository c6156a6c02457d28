import { useQuery } from '@tanstack/react-query';
import { CACHE, contracts, type HelpCollection } from '@portal/shared';
import { apiCall } from '../../lib/api/client';

/** Every collection (categories at the top, sections under them). A failure gives an empty list (000 §8). */
export function useHelpCollections() {
  return useQuery({
    queryKey: ['help', 'collections'],
    queryFn: async (): Promise<HelpCollection[]> => {
      try {
        return (
          await apiCall(contracts.help.collections, { anonymous: true, query: { page: 1, per_page: 150 } })
        ).data;
      } catch {
        return [];
      }
    },
    staleTime: CACHE.helpLists,
  });
}
