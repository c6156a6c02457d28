import { useQuery } from '@tanstack/react-query';
import { contracts, contractKey, type MultiSimKind } from '@portal/shared';
import { apiCall } from '../../lib/api/client';

/** The multi-SIM plans, or those of one kind. */
export function useMultiSimPlans(kind: MultiSimKind | undefined) {
  const contract = contracts.mobileCatalogue.multiSimPlans;
  return useQuery({
    queryKey: [...contractKey(contract, {}), kind ?? 'all'],
    queryFn: () => apiCall(contract, { anonymous: true, body: kind ? { Kind: kind } : {} }),
  });
}
