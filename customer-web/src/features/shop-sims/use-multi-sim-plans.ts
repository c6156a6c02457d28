import { useQuery } from '@tanstack/react-query';
import { contracts, type MultiSimKind } from '@portal/shared';
import { apiCall } from '../../lib/api/client';
import { queryOf } from '../../lib/api/query';

/** The multi-SIM plans, or those of one kind. */
export function useMultiSimPlans(kind: MultiSimKind | undefined) {
  const contract = contracts.mobileCatalogue.multiSimPlans;
  const input = { anonymous: true, body: kind ? { Kind: kind } : {} };
  const call = queryOf(contract, input);
  return useQuery({
    // A POST's body is not in a contract's key: the kind is added to it.
    queryKey: [...call.queryKey, kind ?? 'all'],
    queryFn: ({ signal }) => apiCall(contract, { ...input, signal }),
  });
}
