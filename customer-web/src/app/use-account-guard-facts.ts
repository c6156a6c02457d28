import { useBillingRoutes } from '../features/billing-routes/use-billing-routes';
import { usePaymentMethods } from '../features/payments/use-payment-methods';
import { chosenMobileProduct, useMobileProducts } from '../lib/mobile-products';
import { mobileGuardFacts } from './guards';
import type { AccountGuardFacts } from './use-guard-state';

/**
 * The open account's services, cards and billing routes as the guards see them. `known` is false until all three
 * have loaded: the payment guard must not judge an account before its cards and routes are known.
 */
export function useAccountGuardFacts(): { facts: AccountGuardFacts; known: boolean } {
  const cards = usePaymentMethods({ live: false });
  const billingRoutes = useBillingRoutes({ live: false });
  const products = useMobileProducts();
  return {
    facts: {
      ...mobileGuardFacts(products.data ?? [], chosenMobileProduct()),
      hasPaymentCard: (cards.data?.length ?? 0) > 0,
      hasParentBillingRoute: !!billingRoutes.data?.Routes.some((r) => r.RoutingType === 'parent'),
    },
    known: !cards.isPending && !billingRoutes.isPending && !products.isPending,
  };
}
