import { useQuery } from '@tanstack/react-query';
import { CACHE, contractKey, contracts, type HelpArticle } from '@portal/shared';
import { apiCall } from '../../lib/api/client';

const query = { page: 1, per_page: 150 };

/** Every published article. A failure is an error the page shows, never an empty list. */
export function useHelpArticles() {
  return useQuery({
    queryKey: contractKey(contracts.help.articles, { query }),
    queryFn: async (): Promise<HelpArticle[]> =>
      (await apiCall(contracts.help.articles, { anonymous: true, query })).data,
    staleTime: CACHE.helpLists,
  });
}
