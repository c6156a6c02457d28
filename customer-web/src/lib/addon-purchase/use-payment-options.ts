import { useQuery } from '@tanstack/react-query';
import {
  billingKind,
  cardLabel,
  contracts,
  formatNzd,
  isCardInvalid,
  isRoutePayable,
  type MobileProduct,
} from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { queryOf } from '../api/query';
import { useFlags } from '../flags';
import type { AddonPayment } from './buy-addon';
import './i18n';

export interface PaymentOption {
  id: string;
  label: string;
  payment: AddonPayment;
}

/**
 * The ways a service can pay for an addon: prepay credit (prepay services), the account's usable saved cards
 * (the default first), and the parent billing routes that can still pay (when billing routing is on).
 */
export function usePaymentOptions(customerUUID: string, product: MobileProduct) {
  const { t } = useTranslation('addon-purchase');
  const { flags } = useFlags();
  const cards = useQuery(queryOf(contracts.paymentMethods.list, { params: { uuid: customerUUID } }));
  const routes = useQuery(queryOf(contracts.billingRoutes.list, { params: { uid: customerUUID } }));
  const now = Date.now();
  const options: PaymentOption[] = [];
  if (billingKind(product.BillingReference) === 'prepay') {
    options.push({
      id: 'credit',
      label: t('credit', { amount: formatNzd(product.MainBalCreditCents ?? 0) }),
      payment: { by: 'credit' },
    });
  }
  const usable = [...(cards.data?.PaymentMethods ?? [])]
    .filter((card) => !isCardInvalid(card, now))
    .sort((a, b) => a.Rank - b.Rank);
  for (const card of usable) {
    options.push({
      id: `card:${card.UUID}`,
      label: t(card.Rank === 1 ? 'defaultCard' : 'card', { card: cardLabel(card) }),
      payment: card.Rank === 1 ? { by: 'card' } : { by: 'card', cardUUID: card.UUID },
    });
  }
  for (const route of routes.data?.Routes ?? []) {
    if (!isRoutePayable(route, flags.billing_routing)) continue;
    options.push({
      id: `route:${route.UUID}`,
      label: t('route', { name: route.Name, amount: formatNzd(route.RemainingSpendLimit) }),
      payment: { by: 'route', routeUUID: route.UUID },
    });
  }
  return { options, isPending: cards.isPending || routes.isPending };
}
