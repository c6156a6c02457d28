import { useQueryClient } from '@tanstack/react-query';
import { contracts, type PurchaseAnalytics, type ShopOrder } from '@portal/shared';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { invalidateContract } from '../../lib/api/query';
import { saveCompletedPurchase, summaryOf } from '../../lib/completed-purchase';
import { clearSimNumberChoice } from '../../lib/shop/sim-number-choice';
import { clearBnplAttempt } from './bnpl-attempt';
import { logPurchaseOnce } from './purchase-analytics';
import { serverNow } from '../../lib/server-clock';

/**
 * A paid purchase: its summary is saved for the thank-you page, the purchase analytics event is logged (once per
 * order), the SIM number choice made for it is forgotten, and the shopper goes to the thank-you page of what they bought (broadband or SIMs).
 */
export function useCompletePurchase() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (order: ShopOrder, analytics: PurchaseAnalytics) => {
      saveCompletedPurchase(summaryOf(order, serverNow()));
      logPurchaseOnce(order.OrderNumber, analytics);
      clearBnplAttempt();
      clearSimNumberChoice();
      await invalidateContract(queryClient, contracts.shopCart.get);
      // The new order is on the account's list from now: the home and My orders ask again.
      await invalidateContract(queryClient, contracts.shopOrders.list);
      await navigate(order.Provisioning ? '/eshop/thanks-broadband' : '/eshop/thanks', { replace: true });
    },
    [queryClient, navigate],
  );
}
