import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contracts, type PortRequest } from '@portal/shared';
import { apiCall } from '../../lib/api/client';
import { invalidateContract } from '../../lib/api/query';

/** Asks the losing provider to move a number onto one of the account's SIMs. */
export function useRequestPort() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PortRequest) => apiCall(contracts.numberPorting.request, { body }),
    onSettled: () => invalidateContract(queryClient, contracts.numberPorting.list),
  });
}
