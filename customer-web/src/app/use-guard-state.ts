import { useFlags } from '../lib/flags';
import { useCurrentCustomer } from '../lib/account';
import { IS_PRODUCTION } from '../lib/config';
import { readCompletedPurchase } from '../lib/completed-purchase';
import { useSession } from '../lib/session/use-session';
import { useBillingRoutes } from '../features/billing-routes/use-billing-routes';
import { usePaymentMethods } from '../features/payments/use-payment-methods';
import { chosenMobileProduct, useMobileProducts } from '../lib/mobile-products';
import { mobileGuardFacts, type GuardState } from './guards';

/** The profile tabs enabled in the reference build, plus the account tabs of this area. */
export const ALLOWED_PROFILE_TABS = [
  'my-app-home',
  'personal-data',
  'plans',
  'store',
  'my-orders',
  'broadband',
] as const;

/** What the guards know: from the session, the selected customer and the flags. `ready` is false while loading. */
export function useGuardState(): { state: GuardState; ready: boolean } {
  const session = useSession();
  const { flags, loaded } = useFlags();
  const current = useCurrentCustomer();
  const signedIn = session.status === 'signed-in';
  const hasAccount = signedIn && !!session.customerUUID;
  const cards = usePaymentMethods({ live: false });
  const billingRoutes = useBillingRoutes({ live: false });
  const products = useMobileProducts();
  const state: GuardState = {
    signedIn,
    hasAccount,
    emailVerified: current.emailVerified,
    suspended: current.suspended,
    ...mobileGuardFacts(products.data ?? [], chosenMobileProduct()),
    fwaActivatedPostpay: false,
    hasPaymentCard: (cards.data?.length ?? 0) > 0,
    hasParentBillingRoute: !!billingRoutes.data?.Routes.some((r) => r.RoutingType === 'parent'),
    allowedProfileTabs: ALLOWED_PROFILE_TABS,
    isProduction: IS_PRODUCTION,
    completedPurchase: readCompletedPurchase() !== undefined,
    flags,
  };
  // The payment guard must not judge an account before its cards and routes are known.
  const accountKnown =
    !current.isPending && !cards.isPending && !billingRoutes.isPending && !products.isPending;
  const ready = session.status !== 'restoring' && loaded && (!hasAccount || accountKnown);
  return { state, ready };
}
