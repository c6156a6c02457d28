import { useQuery } from '@tanstack/react-query';
import { contracts } from '@portal/shared';
import { queryOf } from '../../lib/api/query';

/** Addresses of the location service matching what was typed (2 characters or more). */
export function useLocationSearch(text: string) {
  const query = text.trim();
  return useQuery({
    ...queryOf(contracts.addresses.searchLocations, { query: { query } }),
    enabled: query.length >= 2,
    select: (data) => data.Locations,
  });
}
