import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contracts, type ChangeAutoRenewRequest } from '@portal/shared';
import { apiCall } from '../../lib/api/client';
import { cacheMobileProduct } from '../../lib/mobile-product-cache';

/** POST /update/change-addon-auto-renew: auto-renew on or off for one plan or addon. */
export function useChangeAutoRenew() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeAutoRenewRequest) =>
      apiCall(contracts.mobilePurchases.changeAutoRenew, { body }),
    onSuccess: (product) => cacheMobileProduct(queryClient, product),
  });
}
