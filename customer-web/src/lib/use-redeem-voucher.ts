import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contracts, newIdempotencyKey } from '@portal/shared';
import { apiCall } from './api/client';
import { invalidateContract } from './api/query';
import { accountParam, useCustomerUUID } from './account';

/** Checks a voucher, then redeems it onto the prepay service or a SIM being set up (single-use). */
export function useRedeemVoucher() {
  const uuid = useCustomerUUID();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { productUUID: string; code: string }) => {
      const params = { uuid: accountParam(uuid), product: input.productUUID, code: input.code };
      await apiCall(contracts.prepay.checkVoucher, { params });
      return apiCall(contracts.prepay.redeemVoucher, {
        params,
        body: {},
        idempotencyKey: newIdempotencyKey(),
      });
    },
    onSettled: () => invalidateContract(queryClient, contracts.prepay.balance),
  });
}
