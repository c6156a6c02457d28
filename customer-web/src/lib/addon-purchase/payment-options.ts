import {
  billingKind,
  isCardInvalid,
  isRoutePayable,
  type BillingRoute,
  type MobileProduct,
  type PaymentMethod,
} from '@portal/shared';
import type { AddonPayment } from './buy-addon';

export type PaymentOptionSource =
  | { kind: 'credit'; creditCents: number }
  | { kind: 'card'; card: PaymentMethod }
  | { kind: 'route'; route: BillingRoute };

export interface PaymentOptionChoice {
  id: string;
  source: PaymentOptionSource;
  payment: AddonPayment;
}

/**
 * The ways a service can pay for an addon, the first being the one chosen at first: prepay credit for a prepay
 * service, then the usable saved cards (the default first, paid as "the default card"), then the parent billing
 * routes that can still pay while billing routing is on.
 */
export function paymentOptions(input: {
  product: Pick<MobileProduct, 'BillingReference' | 'MainBalCreditCents'>;
  cards: readonly PaymentMethod[];
  routes: readonly BillingRoute[];
  billingRouting: boolean;
  nowMs: number;
}): PaymentOptionChoice[] {
  const options: PaymentOptionChoice[] = [];
  if (billingKind(input.product.BillingReference) === 'prepay') {
    const creditCents = input.product.MainBalCreditCents ?? 0;
    options.push({ id: 'credit', source: { kind: 'credit', creditCents }, payment: { by: 'credit' } });
  }
  const usable = input.cards
    .filter((card) => !isCardInvalid(card, input.nowMs))
    .sort((a, b) => a.Rank - b.Rank);
  for (const card of usable) {
    options.push({
      id: `card:${card.UUID}`,
      source: { kind: 'card', card },
      payment: card.Rank === 1 ? { by: 'card' } : { by: 'card', cardUUID: card.UUID },
    });
  }
  for (const route of input.routes) {
    if (!isRoutePayable(route, input.billingRouting)) continue;
    options.push({
      id: `route:${route.UUID}`,
      source: { kind: 'route', route },
      payment: { by: 'route', routeUUID: route.UUID },
    });
  }
  return options;
}
