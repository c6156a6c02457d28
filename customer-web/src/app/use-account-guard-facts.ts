import { useBillingRoutes } from '../features/billing-routes/use-billing-routes';
import { usePaymentMethods } from '../features/payments/use-payment-methods';
import { chosenMobileProduct, useMobileProducts } from '../lib/mobile-products';
import { useHasBroadband } from '../lib/profile-tab-facts';
import { mobileGuardFacts } from './guards';
import type { AccountGuardFacts } from './use-guard-state';

/**
 * The open account's services, cards and billing routes as the guards see them. `known` is false until all of
 * them have answered: the payment guard must not judge an account before its cards and routes are known. A call
 * that failed is named in `failed` (with `retry`), so no guard takes a failure for "no card" or "no plan".
 */
export function useAccountGuardFacts(): {
  facts: AccountGuardFacts;
  known: boolean;
  failed: { payment: boolean; mobile: boolean; error: unknown };
  retry: () => void;
} {
  const cards = usePaymentMethods({ live: false });
  const billingRoutes = useBillingRoutes({ live: false });
  const products = useMobileProducts();
  // A failed broadband call only means the broadband way round the plan guard is not offered.
  const broadband = useHasBroadband();
  const mobile = mobileGuardFacts(products.data ?? [], chosenMobileProduct());
  return {
    facts: {
      ...mobile,
      hasPaymentCard: (cards.data?.length ?? 0) > 0,
      hasParentBillingRoute: !!billingRoutes.data?.Routes.some((r) => r.RoutingType === 'parent'),
      hasBroadband: broadband.hasBroadband,
    },
    // The broadband services are read only by the addon guards, and only for a service without addons: a service
    // with addons is judged without waiting for them.
    known:
      !cards.isPending &&
      !billingRoutes.isPending &&
      !products.isPending &&
      (mobile.hasAddons || !broadband.isPending),
    failed: {
      payment: cards.isError || billingRoutes.isError,
      mobile: products.isError,
      error: cards.error ?? billingRoutes.error ?? products.error,
    },
    retry: () => {
      for (const query of [cards, billingRoutes, products]) if (query.isError) void query.refetch();
    },
  };
}
