import { useQuery } from '@tanstack/react-query';
import { cardLabel, formatNzd, type MobileProduct } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { useFlags } from '../flags';
import { billingRoutesQuery, paymentMethodsQuery } from '../payment-means-queries';
import type { AddonPayment } from './buy-addon';
import { paymentOptions, type PaymentOptionSource } from './payment-options';
import './i18n';
import { serverNow } from '../server-clock';

export interface PaymentOption {
  id: string;
  label: string;
  payment: AddonPayment;
}

/** The ways the service can pay for an addon, from the account's cards and billing routes, with their labels. */
export function usePaymentOptions(customerUUID: string, product: MobileProduct) {
  const { t } = useTranslation('addon-purchase');
  const { flags } = useFlags();
  const cards = useQuery(paymentMethodsQuery(customerUUID));
  const routes = useQuery(billingRoutesQuery(customerUUID));
  const label = (source: PaymentOptionSource) => {
    if (source.kind === 'credit') return t('credit', { amount: formatNzd(source.creditCents) });
    if (source.kind === 'route')
      return t('route', { name: source.route.Name, amount: formatNzd(source.route.RemainingSpendLimit) });
    return t(source.card.Rank === 1 ? 'defaultCard' : 'card', { card: cardLabel(source.card) });
  };
  const options: PaymentOption[] = paymentOptions({
    product,
    cards: cards.data?.PaymentMethods ?? [],
    routes: routes.data?.Routes ?? [],
    billingRouting: flags.billing_routing,
    nowMs: serverNow(),
  }).map((o) => ({ id: o.id, label: label(o.source), payment: o.payment }));
  return { options, isPending: cards.isPending || routes.isPending };
}
