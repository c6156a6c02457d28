/**
 * The legacy deep links under /link: where each one leads. Account screens need a signed-in user (the
 * link then goes through sign-in with a redirect hint); public pages open as they are.
 */
export interface DeepLinkTarget {
  to: string;
  signedIn: boolean;
}

const account = (to: string): DeepLinkTarget => ({ to, signedIn: true });
const open = (to: string): DeepLinkTarget => ({ to, signedIn: false });

export const DEEP_LINKS: Record<string, DeepLinkTarget> = {
  home: account('/profile/payments-history'),
  'payments-history': account('/profile/payments-history'),
  products: account('/profile/addons'),
  invoices: account('/profile/invoices'),
  'payment-methods': account('/profile/payment-methods'),
  usage: account('/profile/usage'),
  'mobile-features': account('/profile/sim-card-actions'),
  'sim-settings': account('/profile/supp-features'),
  'shipping-details': account('/profile/shipping-details'),
  'order-history': account('/profile/order-history'),
  notifications: account('/profile/personal-data/change-notifications'),
  voucher: account('/profile/redeem-voucher'),
  'full-amount': account('/profile/pay-bill'),
  // The custom amount opens the same screen with the amount left for the customer to enter.
  'custom-amount': account('/profile/pay-bill?amount=custom'),
  chat: open('/?chat=open'),
  help: open('/help'),
  terms: open('/terms'),
  privacy: open('/privacy'),
  'calling-rates': open('/international-plans'),
};

/** Where /link/{name} goes for this user; undefined for a name that is not a deep link. */
export function resolveDeepLink(name: string, signedIn: boolean): string | undefined {
  const target = Object.hasOwn(DEEP_LINKS, name) ? DEEP_LINKS[name] : undefined;
  if (!target) return undefined;
  if (target.signedIn && !signedIn) return `/sign-in?redirect=${encodeURIComponent(target.to)}`;
  return target.to;
}
