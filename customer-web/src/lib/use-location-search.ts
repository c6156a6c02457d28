import { useQuery } from '@tanstack/react-query';
import { ApiRequestError, contracts } from '@portal/shared';
import { queryOf } from './api/query';

/**
 * Addresses of the location service matching what was typed (2 characters or more). The service answers 404 when
 * nothing matches: that is an empty result to show as such, not a failure of the service.
 */
export function useLocationSearch(text: string) {
  const query = text.trim();
  const options = queryOf(contracts.addresses.searchLocations, { query: { query } });
  return useQuery({
    ...options,
    queryFn: async (context) => {
      try {
        return await options.queryFn!(context);
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return { Locations: [] };
        throw error;
      }
    },
    enabled: query.length >= 2,
    select: (data) => data.Locations,
  });
}
