import { describe, expect, it } from 'vitest';
import type { Invoice, PaymentMethod, PortView, ShopOrder } from '../index';
import { billsDue, homeNotices, ordersInProgress } from './my-app-home';

const NOW = Date.UTC(2026, 10, 23, 12); // 23 November 2026

const order = (OrderNumber: string, Status: ShopOrder['Status']) => ({ OrderNumber, Status }) as ShopOrder;
const invoice = (Number: string, Status: Invoice['Status'], due: number, remaining = 1000) =>
  ({ Number, Status, DueDateNanos: due, RemainingAmountCents: remaining }) as Invoice;
const card = (last4: string, month: number, year: number, Invalid = false) =>
  ({
    CardLast4: last4,
    CardType: 'visa',
    CardExpiryMonth: month,
    CardExpiryYear: year,
    Invalid,
    DeletedAtNanos: 0,
  }) as PaymentMethod;
const port = (MSISDN: string, Running: boolean, CanRetry: boolean) =>
  ({ MSISDN, Running, CanRetry }) as PortView;

describe('my app home', () => {
  it('follows only the orders still under way', () => {
    const orders = [
      order('ORD-100003', 'PROCESSING'),
      order('ORD-100002', 'PAID'),
      order('ORD-100001', 'COMPLETED'),
      order('ORD-100000', 'FAILED'),
      order('ORD-099999', 'delivered'),
    ];
    expect(ordersInProgress(orders).map((o) => o.OrderNumber)).toEqual(['ORD-100003', 'ORD-100002']);
  });

  it('lists the bills still owed, the one due first at the top', () => {
    const bills = billsDue([
      invoice('A', 'OPEN', 1),
      invoice('B', 'DUE', 30),
      invoice('C', 'OVERDUE', 10),
      invoice('D', 'PAID', 5),
      invoice('E', 'DUE', 40, 0),
    ]);
    expect(bills.map((b) => b.Number)).toEqual(['C', 'B']);
  });

  it('puts a failed payment first, then a card about to expire, then a port that waits', () => {
    const notices = homeNotices({
      cards: [
        card('4242', 11, 2026),
        card('0341', 5, 2028, true),
        card('4444', 8, 2029),
        card('1111', 10, 2026),
      ],
      ports: [port('64211234599', true, false), port('64211234598', false, false)],
      failedRenewals: [],
      nowMs: NOW,
    });
    expect(notices.map((n) => n.kind)).toEqual([
      'payment-failed',
      'card-expiring',
      'card-expired',
      'port-waiting',
    ]);
    expect(notices[1]).toMatchObject({ card: { CardLast4: '4242' } });
  });

  it('says when a renewal failed or a declined auto top-up turned itself off, and nothing when all is well', () => {
    const notices = homeNotices({
      cards: [card('4444', 8, 2029)],
      ports: [],
      failedRenewals: [{ addonName: 'Data boost 5GB', msisdn: '64211234501' }],
      autoTopUpNotice: 'Your auto top-up was declined',
      nowMs: NOW,
    });
    expect(notices.map((n) => n.kind)).toEqual(['renewal-failed', 'auto-top-up']);
    expect(
      homeNotices({ cards: [card('4444', 8, 2029)], ports: [], failedRenewals: [], nowMs: NOW }),
    ).toEqual([]);
  });
});
