import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contracts, SPID } from '@portal/shared';
import { accountParam, customerQuery, useCustomerUUID } from '../../lib/account';
import { apiCall } from '../../lib/api/client';

/**
 * PUT /v2/{spid}/customer/{uid}: a new email, after the current password, or for a login without one the code
 * emailed to it.
 */
export function useChangeEmail() {
  const uuid = useCustomerUUID();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { Email: string } & ({ Password: string } | { Code: string })) =>
      apiCall(contracts.profile.changeEmail, {
        params: { uuid: accountParam(uuid) },
        body: { SPID, ...input },
      }),
    onSuccess: (customer) => queryClient.setQueryData(customerQuery(customer.UUID).queryKey, customer),
  });
}
