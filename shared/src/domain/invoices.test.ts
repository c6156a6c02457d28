import { describe, expect, it } from 'vitest';
import {
  billingPeriods,
  currentAndNextCycle,
  generateInvoices,
  invoiceTotals,
  paymentStatusLabel,
  type InvoiceInputs,
} from './invoices';
import { nzParts, nzTimeToMs } from './nz-time';

const HOUR = 3_600_000;
// 15 July 2025, 09:30 in New Zealand (standard time); a year later crosses the September and April changes.
const start = nzTimeToMs('2025-07-15', 9, 30);

const inputs = (over: Partial<InvoiceInputs> = {}): InvoiceInputs => ({
  billingReference: 'postpay-100001',
  mobileProductUUID: '00000000-0000-4000-8000-000000000001',
  gstNumber: '123-456-789',
  cycles: [{ FromMs: start, Frequency: 'MONTHLY' }],
  plans: [{ FromMs: start, Description: 'Endless 40GB', RateCents: 5999 }],
  oneOff: [],
  payments: [],
  voided: [],
  nowMs: nzTimeToMs('2026-07-20', 12),
  ...over,
});

describe('billing periods', () => {
  it('starts every monthly period of a year at the same NZ wall-clock time across daylight saving', () => {
    const periods = billingPeriods(inputs().cycles, nzTimeToMs('2026-07-14', 12));
    expect(periods).toHaveLength(12);
    for (const p of periods) {
      const from = nzParts(p.FromMs);
      expect([from.day, from.hour, from.minute]).toEqual([15, 9, 30]);
    }
    // October 2025 holds the start of daylight saving: it is an hour short of 31 days.
    const october = periods.find((p) => nzParts(p.FromMs).month === 9)!;
    expect(october.UptoMs - october.FromMs).toBe(30 * 24 * HOUR - HOUR);
    // Each period ends where the next begins.
    for (let i = 1; i < periods.length; i++) expect(periods[i]!.FromMs).toBe(periods[i - 1]!.UptoMs);
  });

  it('counts 7 and 28 days in NZ days, 25 hours longer or shorter across a change', () => {
    const weeks = billingPeriods(
      [{ FromMs: nzTimeToMs('2026-03-30', 0), Frequency: 'SEVEN_DAYS' }],
      nzTimeToMs('2026-04-10', 0),
    );
    // Daylight saving ends on 5 April 2026: that week has an extra hour.
    expect(weeks[0]!.UptoMs - weeks[0]!.FromMs).toBe(7 * 24 * HOUR + HOUR);
    expect(nzParts(weeks[1]!.FromMs).hour).toBe(0);
  });

  it('closes the period at a change of cycle and carries on with the new one', () => {
    const change = nzTimeToMs('2026-02-01', 10);
    const periods = billingPeriods(
      [
        { FromMs: start, Frequency: 'MONTHLY' },
        { FromMs: change, Frequency: 'TWENTY_EIGHT_DAYS' },
      ],
      nzTimeToMs('2026-03-10', 0),
    );
    const closed = periods.find((p) => p.UptoMs === change);
    expect(closed?.Frequency).toBe('MONTHLY');
    const next = periods.find((p) => p.FromMs === change);
    expect(next?.Frequency).toBe('TWENTY_EIGHT_DAYS');
    expect(nzParts(next!.UptoMs).day).toBe(1);
    expect(nzParts(next!.UptoMs).month).toBe(3);
  });
});

describe('invoice totals', () => {
  it('takes the discount and the GST included to the cent, rounding half up', () => {
    const t = invoiceTotals(
      [
        { Description: 'Plan', Quantity: 1, RateCents: 5999, ChargeCents: 5999 },
        { Description: 'Data 5GB', Quantity: 3, RateCents: 1000, ChargeCents: 3000 },
      ],
      10,
    );
    expect(t).toEqual({ SubtotalCents: 8999, DiscountCents: 900, GrandTotalCents: 8099, GSTCents: 1056 });
  });

  it('adds up a year of invoices exactly', () => {
    const all = generateInvoices(inputs({ discount: { Label: 'Bundle', Percent: 10 } }));
    const total = all.reduce((sum, i) => sum + i.GrandTotalCents, 0);
    expect(all).toHaveLength(13);
    expect(total).toBe(13 * (5999 - 600));
    expect(all.every((i) => Number.isInteger(i.GSTCents))).toBe(true);
  });
});

describe('invoice statuses', () => {
  it('is OPEN in its period, DUE at its end, OVERDUE after the due date, PAID when paid and VOID when voided', () => {
    const now = nzTimeToMs('2026-07-20', 12);
    const all = generateInvoices(
      inputs({
        nowMs: now,
        payments: [
          { UUID: 'p1', AmountCents: 5999 * 10, PaidAtMs: nzTimeToMs('2026-05-20', 12), Method: 'Visa 4242' },
        ],
        voided: ['INV100001-0011'],
      }),
    );
    const statuses = all.map((i) => i.Status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill('PAID'));
    expect(statuses[10]).toBe('VOID');
    // The period of 15 June – 15 July 2026 ended five days ago: due, not yet overdue.
    expect(statuses[11]).toBe('DUE');
    expect(statuses[12]).toBe('OPEN');
    expect(all[11]?.RemainingAmountCents).toBe(5999);

    const later = generateInvoices(inputs({ nowMs: nzTimeToMs('2026-08-01', 12) }));
    expect(later[11]?.Status).toBe('OVERDUE');
  });

  it('applies a part payment to the oldest invoice owing', () => {
    const all = generateInvoices(
      inputs({
        payments: [{ UUID: 'p1', AmountCents: 7000, PaidAtMs: nzTimeToMs('2025-10-01', 12), Method: 'card' }],
      }),
    );
    expect(all[0]?.Status).toBe('PAID');
    expect(all[1]?.RemainingAmountCents).toBe(5999 - 1001);
    expect(all[1]?.Payments[0]?.AmountCents).toBe(1001);
  });
});

describe('current and next billing cycle', () => {
  it('gives the period holding now and the one after it', () => {
    const now = nzTimeToMs('2026-07-20', 12);
    const { current, next } = currentAndNextCycle(inputs().cycles, now);
    expect(nzParts(current.From / 1e6).day).toBe(15);
    expect(current.Upto).toBe(next.From);
    expect(nzParts(next.Upto / 1e6).month).toBe(9);
  });
});

describe('payment status labels', () => {
  it.each([
    ['REFUNDED', 'REFUNDED'],
    ['PARTIALLY REFUNDED', 'REFUNDED'],
    ['COMPLETED', 'COMPLETED'],
    ['FAILED', 'FAILED'],
    ['CANCELLED', 'DECLINED'],
    ['DECLINED', 'DECLINED'],
    ['NEEDS AUTHORIZATION', 'OTHERS'],
    ['NO FUNDS', 'ACTION REQ'],
    ['EXPIRED', 'ACTION REQ'],
    ['PENDING', 'PENDING'],
    ['SOMETHING NEW', 'UNKNOWN'],
  ])('labels %s as %s', (status, label) => {
    expect(paymentStatusLabel(status)).toBe(label);
  });
});
