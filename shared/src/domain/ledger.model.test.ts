import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ClosedInvoice } from '../entities/invoice';
import {
  invoicesToClose,
  ledgerAt,
  outstandingCents,
  periodBoundary,
  type BillPaymentInput,
  type InvoiceInputs,
  type OneOffCharge,
  type PlanSegment,
} from './invoices';
import { nzTimeToMs } from './nz-time';
import { autoTopUpCovering, prepayRenewalShortfall } from './prepay-money';

/*
 * A model of a year of one customer's money, driven by random sequences of what customers and the clock do, run
 * through the ledger rules the mock uses: the postpay bill (plan history, addons on account, payments, the periods
 * kept as their invoices when they end) and prepay renewals paid from credit with auto top-up when it is short.
 */

const DAY = 86_400_000;
const START = nzTimeToMs('2026-01-10', 9, 30);
const PLANS = [
  { Description: 'Postpay Essential 12GB', RateCents: 3600 },
  { Description: 'Postpay Plus 40GB', RateCents: 4500 },
  { Description: 'Postpay Endless', RateCents: 6500 },
];

type Action =
  | { kind: 'plan-now' | 'plan-later'; plan: number }
  | { kind: 'addon'; onAccount: boolean; cents: number }
  | { kind: 'pay'; share: number }
  | { kind: 'declines'; on: boolean }
  | { kind: 'jump'; ms: number }
  | { kind: 'cycle'; frequency: 'MONTHLY' | 'SEVEN_DAYS' | 'TWENTY_EIGHT_DAYS' };

const actionArb: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ kind: fc.constantFrom('plan-now' as const, 'plan-later' as const), plan: fc.nat(2) }),
  fc.record({
    kind: fc.constant('addon' as const),
    onAccount: fc.boolean(),
    cents: fc.integer({ min: 100, max: 3000 }),
  }),
  fc.record({ kind: fc.constant('pay' as const), share: fc.double({ min: 0.05, max: 1, noNaN: true }) }),
  fc.record({ kind: fc.constant('declines' as const), on: fc.boolean() }),
  {
    arbitrary: fc.record({ kind: fc.constant('jump' as const), ms: fc.integer({ min: 1, max: 40 * DAY }) }),
    weight: 4,
  },
  fc.record({
    kind: fc.constant('cycle' as const),
    frequency: fc.constantFrom('MONTHLY' as const, 'SEVEN_DAYS' as const, 'TWENTY_EIGHT_DAYS' as const),
  }),
);

/** The postpay account as the mock keeps it, and what it charged to the card (the receipts of card purchases). */
class PostpayModel {
  now = START;
  cycles: InvoiceInputs['cycles'] = [{ FromMs: START, Frequency: 'MONTHLY' }];
  plans: PlanSegment[] = [{ FromMs: START, ...PLANS[1]! }];
  scheduled: PlanSegment | undefined;
  oneOff: OneOffCharge[] = [];
  closed: ClosedInvoice[] = [];
  payments: BillPaymentInput[] = [];
  cardReceipts: string[] = [];
  declines = false;
  private count = 0;

  inputs(): InvoiceInputs {
    return {
      billingReference: 'postpay-100001',
      mobileProductUUID: '00000000-0000-4000-8000-000000000001',
      gstNumber: '123-456-789',
      cycles: this.cycles,
      plans: this.plans,
      closed: this.closed,
      oneOff: this.oneOff,
      discount: { Label: 'Bundle', Percent: 10 },
      payments: this.payments,
      voided: [],
      nowMs: this.now,
    };
  }

  /** What the mock does on every read: the scheduled plan takes over, then ended periods are kept. */
  settle() {
    if (this.scheduled && this.scheduled.FromMs <= this.now) {
      this.plans.push(this.scheduled);
      this.scheduled = undefined;
    }
    this.closed.push(...invoicesToClose(this.inputs()));
  }

  apply(action: Action) {
    this.settle();
    const label = () => `Addon ${++this.count}`;
    switch (action.kind) {
      case 'plan-now':
        this.cardReceipts.push(`${PLANS[action.plan]!.Description} ${++this.count}`);
        this.plans.push({ FromMs: this.now, ...PLANS[action.plan]! });
        break;
      case 'plan-later': {
        const last = this.cycles[this.cycles.length - 1]!;
        let k = 0;
        while (periodBoundary(last.FromMs, k, last.Frequency) <= this.now) k++;
        this.scheduled = { FromMs: periodBoundary(last.FromMs, k, last.Frequency), ...PLANS[action.plan]! };
        break;
      }
      case 'addon':
        if (action.onAccount)
          this.oneOff.push({ Description: label(), RateCents: action.cents, Quantity: 1, AtMs: this.now });
        else this.cardReceipts.push(label());
        break;
      case 'pay': {
        const owed = outstandingCents(ledgerAt(this.inputs()).invoices);
        const amount = Math.max(1, Math.round(owed * action.share));
        if (owed > 0 && !this.declines)
          this.payments.push({
            UUID: `p${++this.count}`,
            AmountCents: amount,
            PaidAtMs: this.now,
            Method: 'Visa',
          });
        break;
      }
      case 'declines':
        this.declines = action.on;
        break;
      case 'jump':
        this.now += action.ms;
        break;
      case 'cycle':
        if (this.cycles[this.cycles.length - 1]!.Frequency !== action.frequency)
          this.cycles = [...this.cycles, { FromMs: this.now, Frequency: action.frequency }];
        break;
    }
    this.now += 1;
    this.settle();
  }
}

const charges = (invoice: ClosedInvoice) => ({
  Number: invoice.Number,
  Period: invoice.Period,
  Purchases: invoice.Purchases,
  GrandTotalCents: invoice.GrandTotalCents,
});

describe('the postpay ledger over a year', () => {
  it('never changes a closed invoice, keeps paid invoices paid, owes what invoices and payments say, bills each charge once', () => {
    fc.assert(
      fc.property(fc.array(actionArb, { minLength: 1, maxLength: 40 }), (actions) => {
        const model = new PostpayModel();
        const seen = new Map<string, ReturnType<typeof charges>>();
        const paid = new Set<string>();
        for (const action of actions) {
          model.apply(action);
          const { invoices, creditCents } = ledgerAt(model.inputs());
          const closed = invoices.filter((i) => i.Status !== 'OPEN');
          for (const invoice of closed) {
            const before = seen.get(invoice.Number);
            if (before) expect(charges(invoice)).toEqual(before);
            else seen.set(invoice.Number, charges(invoice));
          }
          for (const number of paid) expect(invoices.find((i) => i.Number === number)?.Status).toBe('PAID');
          for (const invoice of invoices) if (invoice.Status === 'PAID') paid.add(invoice.Number);
          // Owed: what the closed invoices charged less every payment, paid beyond that waiting as credit.
          const charged = closed.reduce((sum, i) => sum + i.GrandTotalCents, 0);
          const payments = model.payments.reduce((sum, p) => sum + p.AmountCents, 0);
          const remaining = closed.reduce((sum, i) => sum + i.RemainingAmountCents, 0);
          expect(remaining - creditCents).toBe(charged - payments);
          expect(outstandingCents(invoices)).toBe(remaining);
          // Every addon is on exactly one invoice or one card receipt; every period bills one plan.
          const lines = invoices.flatMap((i) => i.Purchases.map((p) => p.Description));
          for (const addon of model.oneOff)
            expect(lines.filter((d) => d === addon.Description)).toHaveLength(1);
          for (const receipt of model.cardReceipts) expect(lines).not.toContain(receipt);
          for (const invoice of invoices)
            expect(
              invoice.Purchases.filter((p) => PLANS.some((plan) => plan.Description === p.Description)),
            ).toHaveLength(1);
        }
        expect(model.now - START).toBeLessThan(2 * 365 * DAY);
      }),
      { numRuns: 1000 },
    );
  });
});

/** A prepay service renewing a plan and a weekly pack from its credit, with auto top-up covering a shortfall. */
class PrepayModel {
  now = START;
  credit = 2350;
  autoTopUp: number | undefined = 2000;
  declines = false;
  expired = false;
  renewals: { atMs: number; cents: number }[] = [];
  topUps: { atMs: number; cents: number }[] = [];
  items = [
    { cents: 2900, periodMs: 30 * DAY, endsMs: START + 30 * DAY, expired: false },
    { cents: 600, periodMs: 7 * DAY, endsMs: START + 7 * DAY, expired: false },
  ];

  /** Renews every period that ended, each at its own end, in the order they ended. */
  settle() {
    for (;;) {
      const due = this.items
        .filter((i) => !i.expired && i.endsMs <= this.now)
        .sort((a, b) => a.endsMs - b.endsMs)[0];
      if (!due) return;
      const shortfall = prepayRenewalShortfall(this.credit, due.cents);
      if (shortfall > 0 && this.autoTopUp !== undefined) {
        // A declined card turns auto top-up off, as the mock does.
        if (this.declines) this.autoTopUp = undefined;
        else {
          const cents = autoTopUpCovering(this.autoTopUp, shortfall);
          this.credit += cents;
          this.topUps.push({ atMs: due.endsMs, cents });
        }
      }
      if (prepayRenewalShortfall(this.credit, due.cents) > 0) {
        due.expired = true;
        continue;
      }
      this.credit -= due.cents;
      this.renewals.push({ atMs: due.endsMs, cents: due.cents });
      due.endsMs += due.periodMs;
    }
  }
}

describe('prepay renewals over a year', () => {
  it('pay from the credit, top up only when it is short, stop when the card declines, each at its own time', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.record({ kind: fc.constant('jump' as const), ms: fc.integer({ min: 1, max: 40 * DAY }) }),
            fc.record({ kind: fc.constant('declines' as const), on: fc.boolean() }),
            fc.record({ kind: fc.constant('voucher' as const), cents: fc.integer({ min: 500, max: 5000 }) }),
          ),
          { maxLength: 30 },
        ),
        (actions) => {
          const model = new PrepayModel();
          for (const action of actions) {
            if (action.kind === 'jump') model.now += action.ms;
            if (action.kind === 'declines') model.declines = action.on;
            if (action.kind === 'voucher') model.credit += action.cents;
            model.settle();
            expect(model.credit).toBeGreaterThanOrEqual(0);
          }
          // A top-up is made only for a renewal the credit could not pay, and never more than one amount over.
          for (const topUp of model.topUps) {
            const renewal = model.renewals.find((r) => r.atMs === topUp.atMs);
            expect(topUp.cents).toBeLessThan((renewal?.cents ?? 2900) + 2000);
          }
          // A declined top-up leaves the item unpaid: it is expired and renews no more.
          for (const item of model.items)
            if (item.expired)
              expect(model.renewals.some((r) => r.atMs >= item.endsMs && r.cents === item.cents)).toBe(false);
          const vouchers = actions.reduce((sum, a) => sum + (a.kind === 'voucher' ? a.cents : 0), 0);
          const toppedUp = model.topUps.reduce((sum, t) => sum + t.cents, 0);
          const renewed = model.renewals.reduce((sum, r) => sum + r.cents, 0);
          expect(model.credit).toBe(2350 + vouchers + toppedUp - renewed);
          // Renewals are dated at their period ends, never later than the clock, never all at one moment.
          const times = model.renewals.map((r) => r.atMs);
          expect([...times].sort((a, b) => a - b)).toEqual(times);
          for (const at of times) expect(at).toBeLessThanOrEqual(model.now);
          const weekly = model.renewals.filter((r) => r.cents === 600).map((r) => r.atMs);
          expect(new Set(weekly).size).toBe(weekly.length);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
