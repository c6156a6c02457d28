import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contracts } from '@portal/shared';
import { invalidateContract } from '../api/query';
import { buyAddon, type AddonOrder, type BuyAddonDeps } from './buy-addon';

/**
 * Buys an addon; once bought, every screen showing the account's services (the dashboard, the addons list, the
 * allowances) reads them again, so the addon shows at once. The payment options are read again either way: a
 * billing route has spent some of its limit, a card may have been marked invalid.
 */
export function useBuyAddon(challenge: BuyAddonDeps['challenge']) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: AddonOrder) => buyAddon(order, { challenge }),
    onSettled: (_product, _error, order) =>
      Promise.all([
        invalidateContract(queryClient, contracts.mobileProducts.list, { uuid: order.customerUUID }),
        invalidateContract(queryClient, contracts.mobileProducts.get, { uuid: order.customerUUID }),
        invalidateContract(queryClient, contracts.paymentMethods.list, { uuid: order.customerUUID }),
        invalidateContract(queryClient, contracts.billingRoutes.list, { uid: order.customerUUID }),
      ]),
  });
}
