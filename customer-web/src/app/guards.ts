import {
  currentProduct,
  isProductActivated,
  serviceType as serviceTypeOf,
  type Flags,
  type MobileProduct,
  type ServiceType,
} from '@portal/shared';

/**
 * The route guards of the specification, each a named rule: it passes, or says where to send the user. Pure
 * functions over what the app knows, so every rule is unit-tested and the route table only names them.
 */
export interface GuardState {
  signedIn: boolean;
  /** An account (customer) is selected. */
  hasAccount: boolean;
  emailVerified: boolean;
  suspended: boolean;
  /** Service type of the current mobile product; none when the account has no usable product. */
  serviceType: ServiceType | undefined;
  /** The current mobile product is active (status 4) and billed (a BillingReference). */
  activated: boolean;
  fwaActivatedPostpay: boolean;
  hasPaymentCard: boolean;
  hasParentBillingRoute: boolean;
  /** The current mobile product has a plan or addon on it. */
  hasAddons: boolean;
  /** The account has a fibre or fixed-wireless service. */
  hasBroadband: boolean;
  allowedProfileTabs: readonly string[];
  isProduction: boolean;
  /** Whether a completed purchase is in this session (thank-you pages). */
  completedPurchase: boolean;
  flags: Flags;
}

/** Where the user is going: the path, the profile tab, and a safe `redirect` hint of the URL if any. */
export interface GuardContext {
  path: string;
  tab?: string;
  redirectHint?: string;
}

export type GuardResult = { pass: true } | { pass: false; redirect: string; keepTarget?: boolean };
export interface Guard {
  name: string;
  check(state: GuardState, ctx: GuardContext): GuardResult;
}

const PASS: GuardResult = { pass: true };
const to = (redirect: string, keepTarget = false): GuardResult => ({ pass: false, redirect, keepTarget });
const rule = (name: string, check: Guard['check']): Guard => ({ name, check });

export const guards = {
  signedIn: rule('signedIn', (s) => (s.signedIn ? PASS : to('/sign-in', true))),
  /** sign-in, sign-up, identity-link, forgot-pass, forgot-email: only for users without an account. */
  guestOnly: rule('guestOnly', (s, ctx) =>
    s.signedIn && s.hasAccount ? to(ctx.redirectHint ?? '/profile') : PASS,
  ),
  hasAccount: rule('hasAccount', (s) =>
    !s.signedIn ? to('/sign-in', true) : s.hasAccount ? PASS : to('/select-account'),
  ),
  /** Unverified users go to email-verify-page (signed out: sign-in). */
  emailVerified: rule('emailVerified', (s) =>
    s.emailVerified ? PASS : s.signedIn ? to('/email-verify-page') : to('/sign-in', true),
  ),
  /** In the profile area a suspended account sees `suspended`. */
  notSuspended: rule('notSuspended', (s) => (s.suspended ? to('/suspended') : PASS)),
  /** Outside the profile, routes closed to suspended accounts answer not-found. */
  notSuspendedElseNotFound: rule('notSuspendedElseNotFound', (s) => (s.suspended ? to('/not-found') : PASS)),
  suspendedOnly: rule('suspendedOnly', (s) => (s.suspended ? PASS : to('/'))),
  accountActivated: rule('accountActivated', (s) => (s.activated ? PASS : to('/'))),
  /** PAYG counts as prepay: its BillingReference makes it a prepay service. */
  postpayOrPrepay: rule('postpayOrPrepay', (s) =>
    s.serviceType === 'postpay' || s.serviceType === 'prepay' ? PASS : to('/'),
  ),
  /** Top-up is for prepay services, and hidden while remote configuration hides it (hide_prepay_topup). */
  hiddenPrepayTopUp: rule('hiddenPrepayTopUp', (s) =>
    s.serviceType === 'prepay' && !s.flags.hide_prepay_topup ? PASS : to('/'),
  ),
  /** Postpay bills and the billing cycle are for a postpay service only. */
  postpayOnly: rule('postpayOnly', (s) => (s.serviceType === 'postpay' ? PASS : to('/'))),
  fwaActivatedPostpay: rule('fwaActivatedPostpay', (s) => (s.fwaActivatedPostpay ? PASS : to('/'))),
  /** A payment card or a parent billing route, else no-payment-methods. */
  hasPaymentMethods: rule('hasPaymentMethods', (s) =>
    s.hasPaymentCard || s.hasParentBillingRoute ? PASS : to('/no-payment-methods'),
  ),
  /**
   * Addons present, else no-plans-page; an account whose service is broadband (no mobile plan) goes to its home
   * instead, which shows that service: it has something to manage.
   */
  hasAddons: rule('hasAddons', (s) =>
    s.hasAddons ? PASS : to(s.hasBroadband ? '/profile/my-app-home' : '/no-plans-page'),
  ),
  noAddons: rule('noAddons', (s) =>
    s.hasAddons ? to('/profile') : s.hasBroadband ? to('/profile/my-app-home') : PASS,
  ),
  profileTabAllowed: rule('profileTabAllowed', (s, ctx) =>
    !ctx.tab || s.allowedProfileTabs.includes(ctx.tab) ? PASS : to('/profile/personal-data'),
  ),
  nonProduction: rule('nonProduction', (s) => (s.isProduction ? to('/not-found') : PASS)),
  /** The about page is blocked when the build links to an outer about page instead. */
  noOuterAboutLink: rule('noOuterAboutLink', (s) => (s.flags.about_link ? to('/not-found') : PASS)),
  completedPurchase: rule('completedPurchase', (s) => (s.completedPurchase ? PASS : to('/'))),
} satisfies Record<string, Guard>;

/**
 * What the guards know of the account's mobile services, from its products: the current one (the chosen one, else
 * the first whose service type is not "Not Activated"), whether it is activated, and whether it has addons.
 */
export function mobileGuardFacts(
  products: readonly MobileProduct[],
  chosenUUID?: string,
): Pick<GuardState, 'serviceType' | 'activated' | 'hasAddons'> {
  const current = currentProduct(products, chosenUUID);
  if (!current) return { serviceType: undefined, activated: false, hasAddons: false };
  return {
    serviceType: serviceTypeOf(current),
    activated: isProductActivated(current),
    hasAddons: current.Addons.length > 0,
  };
}

/**
 * The guards that judge the account's mobile services, and those that judge its means of payment: when the call
 * behind them fails, the page says so and offers a retry instead of taking the failure for "none".
 */
export const GUARDS_ON_MOBILE_SERVICES: ReadonlySet<string> = new Set([
  'hasAddons',
  'noAddons',
  'postpayOrPrepay',
  'accountActivated',
  'hiddenPrepayTopUp',
  'postpayOnly',
]);
export const GUARDS_ON_PAYMENT: ReadonlySet<string> = new Set(['hasPaymentMethods']);
/** The guards that judge the customer record (its verified email, its suspension). */
export const GUARDS_ON_CUSTOMER: ReadonlySet<string> = new Set([
  'emailVerified',
  'notSuspended',
  'notSuspendedElseNotFound',
  'suspendedOnly',
]);
/** Whether a guard judges remote configuration's flags. */
export const judgesFlags = (guard: Guard): boolean =>
  guard.name.startsWith('flag:') ||
  guard.name.startsWith('flags:') ||
  guard.name === 'hiddenPrepayTopUp' ||
  guard.name === 'noOuterAboutLink';

/** A guard that needs a feature flag on (else not-found). */
export const flagOn = (flag: keyof Flags): Guard =>
  rule(`flag:${flag}`, (s) => (s.flags[flag] === true ? PASS : to('/not-found')));

/** Guards that pass when any of the flags is on. */
export const anyFlagOn = (...flags: (keyof Flags)[]): Guard =>
  rule(`flags:${flags.join('|')}`, (s) => (flags.some((f) => s.flags[f] === true) ? PASS : to('/not-found')));

/** Runs guards in order; the first that fails decides. */
export function evaluate(list: readonly Guard[], state: GuardState, ctx: GuardContext): GuardResult {
  for (const guard of list) {
    const result = guard.check(state, ctx);
    if (!result.pass) return result;
  }
  return PASS;
}

/**
 * The guards of the profile area, in the order the specification checks them: account, verified email, not
 * suspended, payment, addons.
 */
export const PROFILE_GUARDS: readonly Guard[] = [
  guards.signedIn,
  guards.hasAccount,
  guards.emailVerified,
  guards.notSuspended,
  guards.hasPaymentMethods,
  guards.hasAddons,
  guards.profileTabAllowed,
];
