/**
 * The profile tabs, the portal's primary navigation: the tabs the reference build enables (my app home, personal
 * data, plans, store, my orders; broadband for a customer who has it) and bonuses where its flag is on. Pure rules,
 * so which tab is shown and which one a page belongs to are unit-tested.
 */
export type ProfileTab =
  'my-app-home' | 'personal-data' | 'plans' | 'store' | 'my-orders' | 'broadband' | 'bonuses';

export interface TabFacts {
  /** The account has a mobile service the mobile screens can work on. */
  hasMobile: boolean;
  /** The account has a fibre or fixed-wireless service. */
  hasBroadband: boolean;
  /** The bonuses module is on. */
  bonuses: boolean;
}

/**
 * The pages each tab holds, by path prefix (the tab's own page first). A page belongs to the tab with the longest
 * matching prefix, so the broadband bonuses belong to bonuses, not broadband.
 */
const TAB_PAGES: Record<ProfileTab, readonly string[]> = {
  'my-app-home': [
    '/profile/my-app-home',
    '/profile/dashboard',
    '/profile/mobile-app-dashboard',
    '/profile/mobile',
    '/profile/usage',
    '/profile/addons',
    '/profile/top-up',
    '/profile/supp-features',
    '/profile/sim-card-actions',
    '/profile/number-porting',
    '/profile/mobile-groups',
    '/profile/billing',
    '/activation',
  ],
  // The specification's account tab: personal data and the account's money and addresses.
  'personal-data': [
    '/profile/personal-data',
    '/profile/customer-groups',
    '/profile/shipping-details',
    '/profile/order-history',
    '/profile/payments-history',
    '/profile/redeem-voucher',
    '/profile/redeem-promo-code',
    '/profile/payment-methods',
    '/profile/invoices',
    '/profile/receipts',
    '/profile/pay-bill',
    '/profile/balance',
    '/profile/account/',
    '/account/',
    '/billing-routes',
  ],
  plans: ['/profile/all-plans', '/profile/your-plan', '/plans', '/international-plans', '/sims-multi-plans'],
  store: [
    '/store',
    '/broadband',
    '/ufb',
    '/ufb-package',
    '/sim-purchase',
    '/sim-select-product',
    '/sim-transfer-product-type',
    '/order-placement',
    '/eshop',
  ],
  'my-orders': ['/profile/my-orders'],
  broadband: ['/profile/broadband'],
  // The bonuses tab opens on rewards; the broadband area shows the same bonuses under its own links.
  bonuses: ['/profile/rewards', '/profile/gifts', '/profile/bonuses', '/profile/broadband/bonuses'],
};

const within = (path: string, prefix: string) =>
  prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix || path.startsWith(`${prefix}/`);

/** The tab a page belongs to, if any. */
export function tabForPath(path: string): ProfileTab | undefined {
  let best: { tab: ProfileTab; length: number } | undefined;
  for (const [tab, prefixes] of Object.entries(TAB_PAGES) as [ProfileTab, readonly string[]][])
    for (const prefix of prefixes)
      if (within(path, prefix) && prefix.length > (best?.length ?? 0)) best = { tab, length: prefix.length };
  return best?.tab;
}

/** Where a tab opens for this account: home is everything the account has, whatever that is. */
export function tabTarget(tab: ProfileTab, facts: TabFacts): string {
  switch (tab) {
    case 'plans':
      return facts.hasMobile ? '/profile/all-plans' : '/plans';
    default:
      return (TAB_PAGES[tab][0] as string).replace(/\/$/, '');
  }
}

/** The tabs this account sees, in order, with where each opens. */
export function profileTabs(facts: TabFacts): { tab: ProfileTab; to: string }[] {
  const tabs: ProfileTab[] = ['my-app-home', 'personal-data', 'plans', 'store', 'my-orders'];
  if (facts.hasBroadband) tabs.push('broadband');
  if (facts.bonuses) tabs.push('bonuses');
  return tabs.map((tab) => ({ tab, to: tabTarget(tab, facts) }));
}

/** The tabs a phone's bottom bar holds itself, what people open most; the others are one tap away under "More". */
const PHONE_BAR: readonly ProfileTab[] = ['my-app-home', 'plans', 'store', 'my-orders'];

/**
 * The phone's bottom bar: at most four tabs of their own plus "More", which holds the rest (personal data, and
 * broadband and bonuses where the account has them), so five destinations fit one line each at 360 px.
 */
export function phoneBar<T extends { tab: ProfileTab }>(tabs: readonly T[]): { bar: T[]; more: T[] } {
  return {
    bar: tabs.filter(({ tab }) => PHONE_BAR.includes(tab)),
    more: tabs.filter(({ tab }) => !PHONE_BAR.includes(tab)),
  };
}

/** A page deeper than the page its tab opens on gets a breadcrumb back to the tab. */
export function isDeeperPage(path: string, tab: ProfileTab, facts: TabFacts): boolean {
  const root = tabTarget(tab, facts);
  return path !== root && path !== '/profile' && !TAB_PAGES[tab].includes(path);
}
