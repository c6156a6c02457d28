import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contracts, newIdempotencyKey } from '@portal/shared';
import { apiCall } from '../../lib/api/client';
import { invalidateContract } from '../../lib/api/query';
import { accountParam, useCustomerUUID } from '../../lib/account';
import { loadPaymentProvider } from '../../lib/payment-provider';

/**
 * Tops up by card: completed at once, or after the card's challenge. A declined card rejects with its text and
 * adds nothing. One idempotency key per press, so a retried request is charged once.
 */
export function useTopUp(challenge: () => Promise<boolean>) {
  const uuid = useCustomerUUID();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { productUUID: string; cents: number; cardUUID?: string | undefined }) => {
      const customer = accountParam(uuid);
      await apiCall(contracts.prepay.checkTopUp, {
        params: { uuid: customer, productUuid: input.productUUID, cents: input.cents },
      });
      const key = newIdempotencyKey();
      const result = await apiCall(contracts.prepay.topUp, {
        params: { uuid: customer },
        body: {
          ProductInstanceUUID: input.productUUID,
          Amount: input.cents,
          PaymentMethodType: 'card',
          ...(input.cardUUID ? { PaymentMethodID: input.cardUUID } : {}),
        },
        idempotencyKey: key,
      });
      if (result.Status === 'pending_payment' && result.ClientSecret) {
        const provider = await loadPaymentProvider();
        const confirmed = await provider.confirmPayment(result.ClientSecret, challenge);
        if (!confirmed.ok) throw new Error(confirmed.message);
      }
      return input.cents;
    },
    onSettled: async () => {
      await invalidateContract(queryClient, contracts.prepay.balance);
      await invalidateContract(queryClient, contracts.prepay.history);
    },
  });
}
