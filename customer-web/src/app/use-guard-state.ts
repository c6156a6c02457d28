import { useFlags } from '../lib/flags';
import { useCurrentCustomer } from '../lib/account';
import { IS_PRODUCTION } from '../lib/config';
import { useSession } from '../lib/session/use-session';
import type { GuardState } from './guards';

/** The profile tabs enabled in the reference build (000 §2), plus the account tabs of this area. */
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
  const customer = current.customer;
  const state: GuardState = {
    signedIn,
    hasAccount,
    emailVerified: current.emailVerified,
    suspended: current.suspended,
    accountType: customer?.AccountType,
    activated: !!customer && customer.AccountType !== 'new',
    fwaActivatedPostpay: false,
    hasPaymentCard: false,
    hasParentBillingRoute: false,
    hasAddons: false,
    allowedProfileTabs: ALLOWED_PROFILE_TABS,
    isProduction: IS_PRODUCTION,
    completedPurchase: false,
    flags,
  };
  const ready = session.status !== 'restoring' && loaded && (!hasAccount || !current.isPending);
  return { state, ready };
}
