import { billingKind, formatNzDay, type MobileProduct } from '@portal/shared';
import { useCurrentMobileProduct } from '../../lib/mobile-products';

/** The current service with its base plan and how it bills, for the plan screens. */
export function useCurrentService() {
  const { product, isPending } = useCurrentMobileProduct();
  return {
    product,
    isPending,
    plan: product?.Addons.find((a) => a.isBasePlan),
    bills: billingKind(product?.BillingReference),
  };
}

/** The day a scheduled plan takes over. */
export const scheduledFrom = (product: MobileProduct): string | undefined =>
  product.ScheduledPlan ? formatNzDay(product.ScheduledPlan.FromNanos / 1e6) : undefined;
