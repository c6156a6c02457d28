import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contracts, newIdempotencyKey } from '@portal/shared';
import { apiCall } from '../../lib/api/client';
import { invalidateContract } from '../../lib/api/query';
import { accountParam, useCustomerUUID } from '../../lib/account';

/** Redeems a promo code as prepay credit, once per account. */
export function useRedeemPromoCode() {
  const uuid = useCustomerUUID();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiCall(contracts.prepay.promoCode, {
        params: { uuid: accountParam(uuid) },
        body: { Code: code.trim() },
        idempotencyKey: newIdempotencyKey(),
      }),
    onSettled: () => invalidateContract(queryClient, contracts.prepay.balance),
  });
}
