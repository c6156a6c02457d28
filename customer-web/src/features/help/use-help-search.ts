import { useQuery } from '@tanstack/react-query';
import { CACHE, contractKey, contracts, type HelpArticle } from '@portal/shared';
import { apiCall } from '../../lib/api/client';

const searchQuery = (phrase: string) => ({ phrase, state: 'published', page: 1, per_page: 150 }) as const;

/** Published articles matching a phrase, best first. A failure gives no results and no message. */
export async function searchHelp(phrase: string): Promise<HelpArticle[]> {
  try {
    const answer = await apiCall(contracts.help.search, { anonymous: true, query: searchQuery(phrase) });
    return answer.data.articles;
  } catch {
    return [];
  }
}

export function useHelpSearch(phrase: string) {
  const trimmed = phrase.trim();
  return useQuery({
    queryKey: contractKey(contracts.help.search, { query: searchQuery(trimmed) }),
    queryFn: () => searchHelp(trimmed),
    enabled: trimmed.length > 0,
    staleTime: CACHE.helpSearch,
  });
}
