import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CACHE, contracts, type CustomerPreferences } from '@portal/shared';
import { apiCall } from '../../lib/api/client';
import { useCustomerUUID } from './use-customer-uuid';
import { accountParam } from '../../lib/account';

const key = (uuid: string | null) => ['customer-preferences', uuid];

/** GET /customer/{uuid}/preferences. */
export function useCustomerPreferences() {
  const uuid = useCustomerUUID();
  return useQuery({
    queryKey: key(uuid),
    queryFn: () => apiCall(contracts.preferences.getCustomer, { params: { uuid: accountParam(uuid) } }),
    enabled: !!uuid,
    staleTime: CACHE.records,
  });
}

/** PUT /customer/{uuid}/preferences. */
export function useSetCustomerPreferences() {
  const uuid = useCustomerUUID();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Partial<CustomerPreferences>) =>
      apiCall(contracts.preferences.setCustomer, { params: { uuid: accountParam(uuid) }, body: change }),
    onSuccess: (prefs) => queryClient.setQueryData(key(uuid), prefs),
  });
}
