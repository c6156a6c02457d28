import { useQuery } from '@tanstack/react-query';
import { contracts } from '@portal/shared';
import { apiCall } from '../../lib/api/client';

/** Addresses of the location service matching what was typed (2 characters or more). */
export function useLocationSearch(text: string) {
  const query = text.trim();
  return useQuery({
    queryKey: ['locations', query],
    queryFn: ({ signal }) => apiCall(contracts.addresses.searchLocations, { query: { query }, signal }),
    enabled: query.length >= 2,
    select: (data) => data.Locations,
  });
}
