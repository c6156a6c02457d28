import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contracts } from '@portal/shared';
import { useNavigate } from 'react-router';
import { invalidateContract } from '../../lib/api/query';
import { saveCompletedPurchase, summaryOf } from '../../lib/completed-purchase';
import { payForCart, type CartPurchase } from './pay-for-cart';

/**
 * Pays for the cart; once paid the purchase summary is saved and the shopper goes to the thank-you page of what
 * they bought (broadband or SIMs). A refused card leaves the purchase as it was, to retry.
 */
export function usePayForCart(challenge: () => Promise<boolean>) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (purchase: CartPurchase) => payForCart(purchase, { challenge }),
    onSuccess: async (order) => {
      saveCompletedPurchase(summaryOf(order, Date.now()));
      await invalidateContract(queryClient, contracts.shopCart.get);
      await navigate(order.Provisioning ? '/eshop/thanks-broadband' : '/eshop/thanks');
    },
    // A card the provider refused may now be marked invalid.
    onError: () => invalidateContract(queryClient, contracts.paymentMethods.list),
  });
}
