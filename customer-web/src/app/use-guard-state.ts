import { useFlags } from '../lib/flags';
import { useCurrentCustomer } from '../lib/account';
import { IS_PRODUCTION } from '../lib/config';
import { readCompletedPurchase } from '../lib/completed-purchase';
import { useSession } from '../lib/session/use-session';
import type { GuardState } from './guards';

/** The profile tabs enabled in the reference build, plus the account tabs of this area. */
export const ALLOWED_PROFILE_TABS = [
  'my-app-home',
  'personal-data',
  'plans',
  'store',
  'my-orders',
  'broadband',
] as const;

/** What the guards know of an account's services and payment means; until an account is open, it has none. */
export type AccountGuardFacts = Pick<
  GuardState,
  'serviceType' | 'activated' | 'hasAddons' | 'hasPaymentCard' | 'hasParentBillingRoute' | 'hasBroadband'
>;

export const NO_ACCOUNT_FACTS: AccountGuardFacts = {
  serviceType: undefined,
  activated: false,
  hasAddons: false,
  hasPaymentCard: false,
  hasParentBillingRoute: false,
  hasBroadband: false,
};

/**
 * What the guards know from the session, the selected customer and the flags, with no account facts yet (those
 * come from `useAccountGuardFacts` once an account is open). `ready` is false while loading.
 */
export function useGuardState(): { state: GuardState; ready: boolean } {
  const session = useSession();
  const { flags, loaded } = useFlags();
  const current = useCurrentCustomer();
  const signedIn = session.status === 'signed-in';
  const hasAccount = signedIn && !!session.customerUUID;
  const state: GuardState = {
    signedIn,
    hasAccount,
    emailVerified: current.emailVerified,
    suspended: current.suspended,
    ...NO_ACCOUNT_FACTS,
    fwaActivatedPostpay: false,
    allowedProfileTabs: ALLOWED_PROFILE_TABS,
    isProduction: IS_PRODUCTION,
    completedPurchase: readCompletedPurchase() !== undefined,
    flags,
  };
  const ready = session.status !== 'restoring' && loaded && (!hasAccount || !current.isPending);
  return { state, ready };
}
