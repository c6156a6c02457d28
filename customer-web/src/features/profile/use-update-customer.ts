import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contracts, SPID, type CustomerUpdate } from '@portal/shared';
import { accountParam, customerQuery, useCustomerUUID } from '../../lib/account';
import { apiCall } from '../../lib/api/client';

/** PUT /customer/{uuid}: names, mobile number, rewards number. */
export function useUpdateCustomer() {
  const uuid = useCustomerUUID();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: Omit<CustomerUpdate, 'SPID'>) =>
      apiCall(contracts.profile.update, { params: { uuid: accountParam(uuid) }, body: { SPID, ...fields } }),
    onSuccess: (customer) => queryClient.setQueryData(customerQuery(customer.UUID).queryKey, customer),
  });
}
