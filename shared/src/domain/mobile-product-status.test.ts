import { describe, expect, it } from 'vitest';
import {
  billingKind,
  currentProduct,
  isOnboardingActivated,
  isPaygReference,
  isProductActivated,
  productState,
  serviceType,
} from './mobile-product-status';

const p = (UUID: string, Status: number, BillingReference = '') => ({ UUID, Status, BillingReference });

describe('product status', () => {
  it('reads 2 as pre-activated, 4 as active, above 4 as not active and below 4 as not activated', () => {
    expect(productState(2)).toBe('pre-activated');
    expect(productState(4)).toBe('active');
    expect(productState(5)).toBe('not-active');
    expect(productState(9)).toBe('not-active');
    expect(productState(3)).toBe('not-activated');
    expect(productState(0)).toBe('not-activated');
  });

  it('bills prepay for prepay and payg references and postpay for postpay ones', () => {
    expect(billingKind('prepay-00012')).toBe('prepay');
    expect(billingKind('payg-00012')).toBe('prepay');
    expect(billingKind('postpay-00012')).toBe('postpay');
    expect(billingKind('fibre-1')).toBeUndefined();
    expect(billingKind('')).toBeUndefined();
    expect(isPaygReference('payg-1')).toBe(true);
    expect(isPaygReference('prepay-1')).toBe(false);
  });

  it('gives the service type of a product', () => {
    expect(serviceType(p('a', 4, 'postpay-1'))).toBe('postpay');
    expect(serviceType(p('a', 4, 'prepay-1'))).toBe('prepay');
    expect(serviceType(p('a', 4, 'payg-1'))).toBe('prepay');
    expect(serviceType(p('a', 5, 'postpay-1'))).toBe('Not Active');
    expect(serviceType(p('a', 2, 'prepay-1'))).toBe('Not Activated');
    expect(serviceType(p('a', 4, 'other-1'))).toBe('Not Activated');
  });

  it('treats a product without a billing reference as not activated, whatever its status', () => {
    expect(serviceType(p('a', 4))).toBe('Not Activated');
    expect(serviceType(p('a', 6))).toBe('Not Activated');
    expect(isProductActivated(p('a', 4))).toBe(false);
    expect(isProductActivated(p('a', 4, 'postpay-1'))).toBe(true);
    expect(isProductActivated(p('a', 2, 'postpay-1'))).toBe(false);
  });

  it('picks the first product whose service type is not "Not Activated"', () => {
    const list = [p('sim', 2), p('old', 6, 'postpay-9'), p('main', 4, 'prepay-1')];
    expect(currentProduct(list)?.UUID).toBe('old');
    expect(currentProduct([p('sim', 2)])).toBeUndefined();
    expect(currentProduct([])).toBeUndefined();
  });

  it('keeps the chosen product while it is usable, and falls back otherwise', () => {
    const list = [p('sim', 2), p('a', 4, 'postpay-1'), p('b', 4, 'prepay-1')];
    expect(currentProduct(list, 'b')?.UUID).toBe('b');
    expect(currentProduct(list, 'sim')?.UUID).toBe('a');
    expect(currentProduct(list, 'gone')?.UUID).toBe('a');
  });

  it('counts onboarding as done with status 4, a billing reference and an addon', () => {
    expect(isOnboardingActivated({ ...p('a', 4, 'prepay-1'), Addons: [{}] })).toBe(true);
    expect(isOnboardingActivated({ ...p('a', 4, 'prepay-1'), Addons: [] })).toBe(false);
    expect(isOnboardingActivated({ ...p('a', 4), Addons: [{}] })).toBe(false);
  });
});
