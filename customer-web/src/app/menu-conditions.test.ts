import { demoFlags, referenceFlags } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { menuConditions } from './menu-conditions';

const prepay = { signedIn: true, type: 'prepay' as const, hasBroadband: false };

describe('the header menu', () => {
  it('shows the promo code item only with its module and promo_code_menu_item on', () => {
    expect(menuConditions(prepay, demoFlags).promoCode).toBe(true);
    expect(menuConditions(prepay, { ...demoFlags, promo_code_menu_item: false }).promoCode).toBe(false);
    expect(menuConditions(prepay, { ...demoFlags, promo_code: false }).promoCode).toBe(false);
    expect(menuConditions(prepay, referenceFlags).promoCode).toBe(false);
  });

  it('shows bank transactions and "I already have a SIM" by their flags, to a signed-in customer', () => {
    expect(menuConditions(prepay, demoFlags)).toMatchObject({ bankTransactions: true, alreadyHaveSim: true });
    expect(menuConditions(prepay, referenceFlags)).toMatchObject({
      bankTransactions: false,
      alreadyHaveSim: false,
    });
    const visitor = { ...prepay, signedIn: false };
    expect(menuConditions(visitor, demoFlags)).toMatchObject({
      bankTransactions: false,
      alreadyHaveSim: false,
    });
  });

  it('shows the eSIM item while esim_menu is on and SIMs are sold', () => {
    expect(menuConditions(prepay, demoFlags).esim).toBe(true);
    expect(menuConditions(prepay, { ...demoFlags, esim_menu: false }).esim).toBe(false);
    expect(menuConditions(prepay, { ...demoFlags, sim_purchase: false }).esim).toBe(false);
  });
});
