import { useQuery } from '@tanstack/react-query';
import { contracts } from '@portal/shared';
import { queryOf } from '../../lib/api/query';

/** GET /broadband/v1/search_address: addresses for what was typed (two characters or more). */
export function useAddressSearch(q: string) {
  return useQuery({
    ...queryOf(contracts.broadbandAvailability.searchAddress, { query: { q }, anonymous: true }),
    enabled: q.trim().length >= 2,
  });
}
