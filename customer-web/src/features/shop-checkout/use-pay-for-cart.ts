import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contracts, type PurchaseAnalytics } from '@portal/shared';
import { invalidateContract } from '../../lib/api/query';
import { saveBnplAttempt } from './bnpl-attempt';
import { leaveByProvider, payForCart, type CartPurchase } from './pay-for-cart';
import { useCompletePurchase } from './use-complete-purchase';

/**
 * Pays for the cart and completes the purchase. Before leaving for Afterpay or Klarna the attempt is kept, so
 * the return page can complete it. A refused card leaves the purchase as it was, to retry.
 */
export function usePayForCart(challenge: () => Promise<boolean>) {
  const queryClient = useQueryClient();
  const complete = useCompletePurchase();
  return useMutation({
    mutationFn: async ({ purchase, analytics }: { purchase: CartPurchase; analytics: PurchaseAnalytics }) => {
      const order = await payForCart(purchase, {
        challenge,
        leave: (left, payment, returnUrl) => {
          saveBnplAttempt({ ...left, intentUUID: payment.intentUUID, analytics });
          return leaveByProvider(left, payment, returnUrl);
        },
      });
      return { order, analytics };
    },
    onSuccess: ({ order, analytics }) => complete(order, analytics),
    // A card the provider refused may now be marked invalid.
    onError: () => invalidateContract(queryClient, contracts.paymentMethods.list),
  });
}
