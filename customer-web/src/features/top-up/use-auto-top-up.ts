import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contracts, type AutoTopUpChange } from '@portal/shared';
import { apiCall } from '../../lib/api/client';
import { invalidateContract, queryOf } from '../../lib/api/query';
import { accountParam, useCustomerUUID } from '../../lib/account';

export function useSetAutoTopUp() {
  const uuid = useCustomerUUID();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AutoTopUpChange) =>
      apiCall(contracts.prepay.setAutoTopUp, { params: { uuid: accountParam(uuid) }, body }),
    onSuccess: (data) => {
      queryClient.setQueryData(queryOf(contracts.prepay.getAutoTopUp, { params: { uuid } }).queryKey, data);
      return invalidateContract(queryClient, contracts.prepay.balance);
    },
  });
}
