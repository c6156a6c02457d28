import type {
  BillingCycle,
  Invoice,
  InvoiceFrequency,
  InvoicePayment,
  InvoicePurchase,
  InvoiceStatus,
  Period,
} from '../entities/invoice';
import { addDays, nzParts, nzTimeToMs } from './nz-time';

/*
 * The invoices of a postpay service, derived from what it bought, the billing cycles it had, the payments made
 * and the operator's voids, at a moment of the clock: nothing is stored per invoice, so the same inputs give the
 * same bills in every runtime. Periods follow New Zealand wall-clock time, so a period that spans a daylight-saving
 * change is an hour shorter or longer, and still starts at the same local time.
 */

const NANOS = 1_000_000;
/** New Zealand GST: 15 %, included in every price, so the GST part of a total is 3/23 of it. */
export const GST_RATE_PERCENT = 15;
/** An invoice falls due this many days after its period ends; after that it is overdue. */
export const INVOICE_DUE_DAYS = 14;

export const FREQUENCY_DAYS: Record<Exclude<InvoiceFrequency, 'MONTHLY'>, number> = {
  SEVEN_DAYS: 7,
  TWENTY_EIGHT_DAYS: 28,
};

/** A billing cycle from a moment on (the account's start, or a change of cycle). */
export interface CycleSegment {
  FromMs: number;
  Frequency: InvoiceFrequency;
}

/** A charge of every period (the plan). */
export interface RecurringCharge {
  Description: string;
  RateCents: number;
}

/** A charge made once, on the invoice of the period it falls in (an addon bought on account). */
export interface OneOffCharge extends RecurringCharge {
  Quantity: number;
  AtMs: number;
}

export interface BillPaymentInput {
  UUID: string;
  AmountCents: number;
  PaidAtMs: number;
  Method: string;
}

export interface InvoiceInputs {
  billingReference: string;
  mobileProductUUID: string;
  gstNumber: string;
  cycles: readonly CycleSegment[];
  recurring: readonly RecurringCharge[];
  oneOff: readonly OneOffCharge[];
  discount?: { Label: string; Percent: number } | undefined;
  payments: readonly BillPaymentInput[];
  voided: readonly string[];
  nowMs: number;
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** The k-th period boundary after an anchor, at the anchor's NZ wall-clock time. */
export function periodBoundary(anchorMs: number, k: number, frequency: InvoiceFrequency): number {
  const p = nzParts(anchorMs);
  const date = `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
  if (frequency !== 'MONTHLY')
    return nzTimeToMs(addDays(date, k * FREQUENCY_DAYS[frequency]), p.hour, p.minute);
  const months = p.month - 1 + k;
  const year = p.year + Math.floor(months / 12);
  const month = (((months % 12) + 12) % 12) + 1;
  const day = Math.min(p.day, daysInMonth(year, month));
  return nzTimeToMs(`${pad(year, 4)}-${pad(month)}-${pad(day)}`, p.hour, p.minute);
}

export interface BillingPeriod {
  FromMs: number;
  UptoMs: number;
  Frequency: InvoiceFrequency;
}

/**
 * Every period from the first cycle up to the one holding `untilMs` (the open one). A change of cycle closes the
 * period it falls in at that moment, and the next period starts then with the new cycle.
 */
export function billingPeriods(cycles: readonly CycleSegment[], untilMs: number): BillingPeriod[] {
  const out: BillingPeriod[] = [];
  cycles.forEach((cycle, i) => {
    const end = cycles[i + 1]?.FromMs ?? Infinity;
    for (let k = 0; ; k++) {
      const from = periodBoundary(cycle.FromMs, k, cycle.Frequency);
      if (from >= end || from > untilMs) break;
      const upto = Math.min(periodBoundary(cycle.FromMs, k + 1, cycle.Frequency), end);
      out.push({ FromMs: from, UptoMs: upto, Frequency: cycle.Frequency });
    }
  });
  return out;
}

/** Rounds a non-negative fraction of integers half up, exactly (no floating point). */
const roundDiv = (numerator: number, denominator: number) =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

export interface InvoiceTotals {
  SubtotalCents: number;
  DiscountCents: number;
  GrandTotalCents: number;
  GSTCents: number;
}

/** Subtotal, discount (a whole percent, rounded to the cent), grand total and the GST it includes. */
export function invoiceTotals(purchases: readonly InvoicePurchase[], discountPercent = 0): InvoiceTotals {
  const SubtotalCents = purchases.reduce((sum, p) => sum + p.ChargeCents, 0);
  const DiscountCents = roundDiv(SubtotalCents * discountPercent, 100);
  const GrandTotalCents = SubtotalCents - DiscountCents;
  const GSTCents = roundDiv(GrandTotalCents * GST_RATE_PERCENT, 100 + GST_RATE_PERCENT);
  return { SubtotalCents, DiscountCents, GrandTotalCents, GSTCents };
}

/** INV, the digits of the billing reference, and the period's sequence number. */
export function invoiceNumber(billingReference: string, sequence: number): string {
  return `INV${billingReference.replace(/\D/g, '')}-${pad(sequence, 4)}`;
}

export function invoiceDueMs(periodEndMs: number): number {
  const p = nzParts(periodEndMs);
  const date = `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
  return nzTimeToMs(addDays(date, INVOICE_DUE_DAYS), p.hour, p.minute);
}

export function invoiceStatus(input: {
  periodEndMs: number;
  dueMs: number;
  remainingCents: number;
  voided: boolean;
  nowMs: number;
}): InvoiceStatus {
  if (input.voided) return 'VOID';
  if (input.nowMs < input.periodEndMs) return 'OPEN';
  if (input.remainingCents === 0) return 'PAID';
  return input.nowMs < input.dueMs ? 'DUE' : 'OVERDUE';
}

function purchasesOf(period: BillingPeriod, inputs: InvoiceInputs): InvoicePurchase[] {
  const line = (c: RecurringCharge, quantity: number): InvoicePurchase => ({
    Description: c.Description,
    Quantity: quantity,
    RateCents: c.RateCents,
    ChargeCents: c.RateCents * quantity,
  });
  return [
    ...inputs.recurring.map((c) => line(c, 1)),
    ...inputs.oneOff
      .filter((c) => c.AtMs >= period.FromMs && c.AtMs < period.UptoMs)
      .map((c) => line(c, c.Quantity)),
  ];
}

/**
 * Every invoice of the service at `nowMs`, oldest first. Payments go to the oldest closed invoice still owing when
 * they were made; an invoice is paid once nothing remains.
 */
export function generateInvoices(inputs: InvoiceInputs): Invoice[] {
  const periods = billingPeriods(inputs.cycles, inputs.nowMs);
  const invoices = periods.map((period, i) => {
    const Purchases = purchasesOf(period, inputs);
    const totals = invoiceTotals(Purchases, inputs.discount?.Percent ?? 0);
    const Number = invoiceNumber(inputs.billingReference, i + 1);
    return {
      period,
      Number,
      Purchases,
      totals,
      voided: inputs.voided.includes(Number),
      remaining: totals.GrandTotalCents,
      payments: [] as InvoicePayment[],
    };
  });
  const payments = [...inputs.payments].sort((a, b) => a.PaidAtMs - b.PaidAtMs);
  for (const payment of payments) {
    let left = payment.AmountCents;
    for (const invoice of invoices) {
      if (left === 0) break;
      if (invoice.voided || invoice.remaining === 0 || invoice.period.UptoMs > payment.PaidAtMs) continue;
      const applied = Math.min(left, invoice.remaining);
      invoice.remaining -= applied;
      left -= applied;
      invoice.payments.push({
        ReceiptUUID: payment.UUID,
        AmountCents: applied,
        PaidAtNanos: payment.PaidAtMs * NANOS,
        Method: payment.Method,
      });
    }
  }
  return invoices.map((invoice) => {
    const dueMs = invoiceDueMs(invoice.period.UptoMs);
    return {
      Number: invoice.Number,
      MobileProductUUID: inputs.mobileProductUUID,
      DateNanos: invoice.period.UptoMs * NANOS,
      DueDateNanos: dueMs * NANOS,
      Period: { From: invoice.period.FromMs * NANOS, Upto: invoice.period.UptoMs * NANOS },
      Frequency: invoice.period.Frequency,
      Purchases: invoice.Purchases,
      ...invoice.totals,
      ...(inputs.discount && invoice.totals.DiscountCents > 0
        ? { DiscountLabel: inputs.discount.Label }
        : {}),
      GSTNumber: inputs.gstNumber,
      RemainingAmountCents: invoice.voided ? 0 : invoice.remaining,
      Payments: invoice.payments,
      Status: invoiceStatus({
        periodEndMs: invoice.period.UptoMs,
        dueMs,
        remainingCents: invoice.remaining,
        voided: invoice.voided,
        nowMs: inputs.nowMs,
      }),
    };
  });
}

/** What is owed now: the remaining amounts of the DUE and OVERDUE invoices. */
export function outstandingCents(invoices: readonly Invoice[]): number {
  return invoices
    .filter((i) => i.Status === 'DUE' || i.Status === 'OVERDUE')
    .reduce((sum, i) => sum + i.RemainingAmountCents, 0);
}

/** The current period and the next one, as the account shows them. */
export function currentAndNextCycle(
  cycles: readonly CycleSegment[],
  nowMs: number,
): { current: Period; next: Period } {
  const last = cycles[cycles.length - 1];
  if (!last) throw new Error('A postpay account has a billing cycle');
  const periods = billingPeriods([last], nowMs);
  const current = periods[periods.length - 1] ?? { FromMs: last.FromMs, UptoMs: last.FromMs };
  const nextUpto = periodBoundary(last.FromMs, periods.length + 1, last.Frequency);
  return {
    current: { From: current.FromMs * NANOS, Upto: current.UptoMs * NANOS },
    next: { From: current.UptoMs * NANOS, Upto: nextUpto * NANOS },
  };
}

/** The payment statuses of the payment platform, as the history labels them. */
export type PaymentLabel =
  'REFUNDED' | 'COMPLETED' | 'FAILED' | 'DECLINED' | 'OTHERS' | 'ACTION REQ' | 'PENDING' | 'UNKNOWN';

const LABELS: Record<string, PaymentLabel> = {
  REFUNDED: 'REFUNDED',
  'PARTIALLY REFUNDED': 'REFUNDED',
  COMPLETED: 'COMPLETED',
  FAILED: 'FAILED',
  DECLINED: 'DECLINED',
  CANCELLED: 'DECLINED',
  'NEEDS AUTHORIZATION': 'OTHERS',
  'PAYMENT METHOD REQUIRED': 'ACTION REQ',
  INVALID: 'ACTION REQ',
  EXPIRED: 'ACTION REQ',
  'NO FUNDS': 'ACTION REQ',
  PENDING: 'PENDING',
};

export function paymentStatusLabel(status: string): PaymentLabel {
  return LABELS[status.trim().toUpperCase()] ?? 'UNKNOWN';
}

/** Billing cycle choices as the wire names them, and the invoice frequency each makes. */
export function frequencyOfCycle(cycle: BillingCycle): InvoiceFrequency {
  if (cycle.Type === 'MONTHLY') return 'MONTHLY';
  return cycle.Value === 7 ? 'SEVEN_DAYS' : 'TWENTY_EIGHT_DAYS';
}

export function cycleOfFrequency(frequency: InvoiceFrequency): BillingCycle {
  if (frequency === 'MONTHLY') return { Type: 'MONTHLY', Value: 1 };
  return { Type: 'DAILY', Value: FREQUENCY_DAYS[frequency] as 7 | 28 };
}
