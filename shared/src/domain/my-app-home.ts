import type { Invoice } from '../entities/invoice';
import type { PortView } from '../entities/number-porting';
import type { PaymentMethod } from '../entities/payment-method';
import type { ShopOrder, ShopOrderStatus } from '../entities/shop-order';
import { isCardAboutToExpire, isCardExpired } from './payment-cards';

/*
 * What the customer's home ("my app home") brings together beside the services themselves: the bills still owed,
 * the orders still under way and the notices that ask the customer to act. Pure rules, so what the home shows is
 * unit-tested.
 */

/** The statuses of an order that has reached its end, for good or bad: the home no longer follows it. */
const FINISHED: readonly ShopOrderStatus[] = [
  'COMPLETED',
  'delivered',
  'FAILED',
  'CANCELED',
  'CART',
  'UNKNOWN',
];

/** The orders still under way, newest first (as the list answers them). */
export function ordersInProgress(orders: readonly ShopOrder[]): ShopOrder[] {
  return orders.filter((o) => !FINISHED.includes(o.Status));
}

/** The invoices still owed (due or overdue), the one due first at the top. */
export function billsDue(invoices: readonly Invoice[]): Invoice[] {
  return invoices
    .filter((i) => (i.Status === 'DUE' || i.Status === 'OVERDUE') && i.RemainingAmountCents > 0)
    .sort((a, b) => a.DueDateNanos - b.DueDateNanos);
}

export type HomeNotice =
  | { kind: 'card-expiring'; card: PaymentMethod }
  | { kind: 'card-expired'; card: PaymentMethod }
  | { kind: 'payment-failed'; card: PaymentMethod }
  | { kind: 'renewal-failed'; addonName: string; msisdn: string }
  | { kind: 'auto-top-up'; text: string }
  | { kind: 'port-waiting'; port: PortView };

export interface NoticeFacts {
  cards: readonly PaymentMethod[];
  ports: readonly PortView[];
  /** Plans and addons whose renewal could not be paid, with the number of the service they are on. */
  failedRenewals: readonly { addonName: string; msisdn: string }[];
  /** The notice a declined auto top-up left, if any. */
  autoTopUpNotice?: string | null | undefined;
  nowMs: number;
}

/**
 * The notices of the home, the most pressing first: a payment that failed (on a card or a renewal, or an auto
 * top-up turned off), then a card that has expired or is about to, then a number port that waits for the customer
 * (refused, failed: it can be retried) or is still on its way.
 */
export function homeNotices(facts: NoticeFacts): HomeNotice[] {
  const live = facts.cards.filter((c) => c.DeletedAtNanos === 0);
  const notices: HomeNotice[] = [
    ...live.filter((card) => card.Invalid).map((card) => ({ kind: 'payment-failed' as const, card })),
    ...facts.failedRenewals.map((r) => ({ kind: 'renewal-failed' as const, ...r })),
    ...(facts.autoTopUpNotice ? [{ kind: 'auto-top-up' as const, text: facts.autoTopUpNotice }] : []),
  ];
  for (const card of live.filter((c) => !c.Invalid)) {
    if (isCardExpired(card, facts.nowMs)) notices.push({ kind: 'card-expired', card });
    else if (isCardAboutToExpire(card, facts.nowMs)) notices.push({ kind: 'card-expiring', card });
  }
  const ports = [...facts.ports].sort((a, b) => Number(b.CanRetry) - Number(a.CanRetry));
  for (const port of ports) if (port.CanRetry || port.Running) notices.push({ kind: 'port-waiting', port });
  return notices;
}
