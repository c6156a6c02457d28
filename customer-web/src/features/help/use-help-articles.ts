import { useQuery } from '@tanstack/react-query';
import { CACHE, contracts, type HelpArticle } from '@portal/shared';
import { apiCall } from '../../lib/api/client';

/** Every published article. A failure gives an empty list (000 §8). */
export function useHelpArticles() {
  return useQuery({
    queryKey: ['help', 'articles'],
    queryFn: async (): Promise<HelpArticle[]> => {
      try {
        return (
          await apiCall(contracts.help.articles, { anonymous: true, query: { page: 1, per_page: 150 } })
        ).data;
      } catch {
        return [];
      }
    },
    staleTime: CACHE.helpLists,
  });
}
