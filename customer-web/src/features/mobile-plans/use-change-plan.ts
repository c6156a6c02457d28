import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contracts, type ChangePlanRequest } from '@portal/shared';
import { apiCall } from '../../lib/api/client';
import { cacheMobileProduct } from '../../lib/mobile-product-cache';

/**
 * POST /eshop/customer/change-plan: now (charged now) or from the next period. The caller keeps one idempotency
 * key per change, so asking again after a card confirmation completes the same change.
 */
export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePlanRequest & { IdempotencyKey: string }) =>
      apiCall(contracts.mobilePurchases.changePlan, { body, idempotencyKey: body.IdempotencyKey }),
    onSuccess: (purchase) => cacheMobileProduct(queryClient, purchase.Product),
  });
}
