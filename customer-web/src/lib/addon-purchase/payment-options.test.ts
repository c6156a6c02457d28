import type { BillingRoute, PaymentMethod } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { paymentOptions } from './payment-options';

const NOW = Date.UTC(2026, 10, 23, 12);
const card = (UUID: string, Rank: number, extra: Partial<PaymentMethod> = {}): PaymentMethod => ({
  UUID,
  CustomerUUID: 'c',
  Rank,
  CardType: 'visa',
  CardLast4: '4242',
  Token: `pm_${UUID}`,
  CardExpiryMonth: 12,
  CardExpiryYear: 2030,
  DeletedAtNanos: 0,
  Invalid: false,
  CreatedAtNanos: 0,
  ...extra,
});
const route = (UUID: string, RoutingType: 'parent' | 'child', RemainingSpendLimit: number) =>
  ({ UUID, RoutingType, RemainingSpendLimit, Name: UUID }) as BillingRoute;

const ids = (input: Parameters<typeof paymentOptions>[0]) => paymentOptions(input).map((o) => o.id);

describe('the ways to pay for an addon', () => {
  const cards = [card('second', 2), card('default', 1), card('broken', 3, { Invalid: true })];
  const routes = [
    route('pays-for-me', 'parent', 500),
    route('spent', 'parent', 0),
    route('i-pay', 'child', 900),
  ];

  it('starts with prepay credit for a prepay service, then the usable cards, default first, then payable routes', () => {
    const prepay = { BillingReference: 'prepay-1', MainBalCreditCents: 2350 };
    expect(ids({ product: prepay, cards, routes, billingRouting: true, nowMs: NOW })).toEqual([
      'credit',
      'card:default',
      'card:second',
      'route:pays-for-me',
    ]);
  });

  it('offers no credit to a postpay service, and no route while billing routing is off', () => {
    const postpay = { BillingReference: 'postpay-1' };
    expect(ids({ product: postpay, cards, routes, billingRouting: false, nowMs: NOW })).toEqual([
      'card:default',
      'card:second',
    ]);
  });

  it('pays the default card as "the default card" and names any other', () => {
    const [first, second] = paymentOptions({
      product: { BillingReference: 'postpay-1' },
      cards,
      routes: [],
      billingRouting: true,
      nowMs: NOW,
    });
    expect(first?.payment).toEqual({ by: 'card' });
    expect(second?.payment).toEqual({ by: 'card', cardUUID: 'second' });
  });
});
