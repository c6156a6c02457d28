import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contracts, type PortRetry } from '@portal/shared';
import { apiCall } from '../../lib/api/client';
import { invalidateContract } from '../../lib/api/query';

/** Resubmits a refused port with corrected details, or starts a failed service activation again. */
export function useRetryPort() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PortRetry) => apiCall(contracts.numberPorting.retry, { body }),
    onSettled: () => invalidateContract(queryClient, contracts.numberPorting.list),
  });
}
