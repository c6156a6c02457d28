import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CACHE, contracts, type CustomerPreferences } from '@portal/shared';
import { apiCall } from '../../lib/api/client';
import { queryOf } from '../../lib/api/query';
import { accountParam, useCustomerUUID } from '../../lib/account';

/** GET /customer/{uuid}/preferences. */
export function useCustomerPreferences() {
  const uuid = useCustomerUUID();
  return useQuery({
    ...queryOf(contracts.preferences.getCustomer, { params: { uuid } }),
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
    onSuccess: (prefs) =>
      queryClient.setQueryData(
        queryOf(contracts.preferences.getCustomer, { params: { uuid } }).queryKey,
        prefs,
      ),
  });
}
