import { useQuery } from '@tanstack/react-query';
import { CACHE, contractKey, contracts, type HelpArticle } from '@portal/shared';
import { apiCall } from '../../lib/api/client';

const query = { page: 1, per_page: 150 };

/** Every published article. A failure gives an empty list. */
export function useHelpArticles() {
  return useQuery({
    queryKey: contractKey(contracts.help.articles, { query }),
    queryFn: async (): Promise<HelpArticle[]> => {
      try {
        return (await apiCall(contracts.help.articles, { anonymous: true, query })).data;
      } catch {
        return [];
      }
    },
    staleTime: CACHE.helpLists,
  });
}
