import type { Flags, ServiceType } from '@portal/shared';

/** The conditions the header menu's entries are shown on. */
export type Condition =
  | 'signedIn'
  | 'visitor'
  | 'postpay'
  | 'prepayTopUp'
  | 'prepayVouchers'
  | 'promoCode'
  | 'bankTransactions'
  | 'numberPorting'
  | 'mobileService'
  | 'customerGroups'
  | 'mobileGroups'
  | 'simPurchase'
  | 'esim'
  | 'alreadyHaveSim'
  | 'hasBroadband'
  | 'broadbandShop';

/**
 * Which of the menu's conditions hold for this visitor or account: the current service's type decides the money
 * entries, and the menu-item flags (`promo_code_menu_item`, `bank_transactions`, `esim_menu`, `already_have_sim`)
 * show or hide their items. A pure rule, so each flag is tested on and off.
 */
export function menuConditions(
  facts: { signedIn: boolean; type: ServiceType | undefined; hasBroadband: boolean },
  flags: Flags,
): Record<Condition, boolean> {
  const { signedIn, type, hasBroadband } = facts;
  return {
    signedIn,
    visitor: !signedIn,
    postpay: type === 'postpay',
    prepayTopUp: type === 'prepay' && !flags.hide_prepay_topup,
    prepayVouchers: type === 'prepay' && flags.vouchers_menu,
    // The promo code screen needs its module; the menu item has a flag of its own.
    promoCode: signedIn && flags.promo_code && flags.promo_code_menu_item,
    bankTransactions: signedIn && flags.bank_transactions,
    numberPorting: signedIn && flags.number_porting,
    mobileService: type === 'postpay' || type === 'prepay',
    customerGroups: signedIn && flags.customer_groups,
    mobileGroups: signedIn && flags.mobile_groups,
    simPurchase: flags.sim_purchase,
    esim: flags.sim_purchase && flags.esim_menu,
    alreadyHaveSim: signedIn && flags.already_have_sim,
    hasBroadband: signedIn && hasBroadband,
    broadbandShop: flags.fibre_module || flags.fwa_module,
  };
}
