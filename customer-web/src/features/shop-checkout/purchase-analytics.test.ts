import { purchaseAnalytics } from '@portal/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { logPurchaseOnce } from './purchase-analytics';

const analytics = purchaseAnalytics({
  AmountCents: 20348,
  AmountTaxCents: 3052,
  Items: [{ ItemUUID: 'plan-1', Name: 'Fibre Fast', Quantity: 1, PriceCents: 8500 }],
});

describe('the purchase analytics event', () => {
  beforeEach(() => {
    localStorage.clear();
    window.dataLayer = [];
  });

  it('is logged with value, currency and items as the specification names them', () => {
    expect(logPurchaseOnce('ORD-100001', analytics)).toBe(true);
    expect(window.dataLayer).toEqual([
      {
        event: 'purchase',
        value: 234,
        currency: 'NZD',
        items: [{ item_id: 'plan-1', item_name: 'Fibre Fast', quantity: 1, price: 85 }],
      },
    ]);
  });

  it('is logged once per order, even when the purchase completes again after a reload', () => {
    logPurchaseOnce('ORD-100001', analytics);
    window.dataLayer = [];
    expect(logPurchaseOnce('ORD-100001', analytics)).toBe(false);
    expect(window.dataLayer).toEqual([]);
    expect(logPurchaseOnce('ORD-100002', analytics)).toBe(true);
  });
});
