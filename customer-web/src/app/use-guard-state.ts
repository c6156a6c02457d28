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

/** The calls behind the guard state that failed: a guard that needs one of them cannot judge. */
export interface GuardStateFailures {
  customer: boolean;
  flags: boolean;
  error: unknown;
  retry: () => void;
}

/**
 * What the guards know from the session, the selected customer and the flags, with no account facts yet (those
 * come from `useAccountGuardFacts` once an account is open). `ready` is false while loading; `failed` names the
 * calls that failed, so no guard takes a failed customer record for "not verified" or failed flags for "off".
 */
export function useGuardState(): { state: GuardState; ready: boolean; failed: GuardStateFailures } {
  const session = useSession();
  const remote = useFlags();
  const { flags, loaded } = remote;
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
  const customerFailed = hasAccount && current.isError && !current.customer;
  return {
    state,
    ready,
    failed: {
      customer: customerFailed,
      flags: remote.failed,
      error: (customerFailed ? current.error : undefined) ?? remote.error,
      retry: () => {
        if (customerFailed) void current.refetch();
        if (remote.failed) remote.retry();
      },
    },
  };
}
