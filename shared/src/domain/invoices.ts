import type {
  BillingCycle,
  ClosedInvoice,
  Invoice,
  InvoiceFrequency,
  InvoicePayment,
  InvoicePurchase,
  InvoiceStatus,
  Period,
} from '../entities/invoice';
import { addDays, nzParts, nzTimeToMs } from './nz-time';

/*
 * The invoices of a postpay service, a ledger: each closed period's invoice is made once, from the plan in force
 * when the period began and the addons bought on account in it, and kept as it was (a later plan change or
 * discount never re-prices it); the open period's invoice is worked out as it stands. What each invoice still owes
 * follows from the payments made, in the order they were made. Periods follow New Zealand wall-clock time, so a
 * period that spans a daylight-saving change is an hour shorter or longer, and still starts at the same local time.
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

/** The plan in force from a moment on. */
export interface PlanSegment extends RecurringCharge {
  FromMs: number;
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
  /** The plan history, oldest first. */
  plans: readonly PlanSegment[];
  /** The invoices already made for closed periods, oldest first: kept as they are. */
  closed?: readonly ClosedInvoice[] | undefined;
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
  // The seconds past the anchor's minute, so a cycle changed at any moment starts exactly then.
  const seconds = anchorMs - nzTimeToMs(date, p.hour, p.minute);
  if (frequency !== 'MONTHLY')
    return nzTimeToMs(addDays(date, k * FREQUENCY_DAYS[frequency]), p.hour, p.minute) + seconds;
  const months = p.month - 1 + k;
  const year = p.year + Math.floor(months / 12);
  const month = (((months % 12) + 12) % 12) + 1;
  const day = Math.min(p.day, daysInMonth(year, month));
  return nzTimeToMs(`${pad(year, 4)}-${pad(month)}-${pad(day)}`, p.hour, p.minute) + seconds;
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
    let from = periodBoundary(cycle.FromMs, 0, cycle.Frequency);
    for (let k = 0; from < end && from <= untilMs; k++) {
      const next = periodBoundary(cycle.FromMs, k + 1, cycle.Frequency);
      out.push({ FromMs: from, UptoMs: Math.min(next, end), Frequency: cycle.Frequency });
      from = next;
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

/** The plan in force at a moment: the latest that started by then, else the first one. */
export function planAt(plans: readonly PlanSegment[], atMs: number): PlanSegment | undefined {
  let found = plans[0];
  for (const plan of plans) if (plan.FromMs <= atMs) found = plan;
  return found;
}

function purchasesOf(period: BillingPeriod, inputs: InvoiceInputs): InvoicePurchase[] {
  const line = (c: RecurringCharge, quantity: number): InvoicePurchase => ({
    Description: c.Description,
    Quantity: quantity,
    RateCents: c.RateCents,
    ChargeCents: c.RateCents * quantity,
  });
  const plan = planAt(inputs.plans, period.FromMs);
  return [
    ...(plan ? [line(plan, 1)] : []),
    ...inputs.oneOff
      .filter((c) => c.AtMs >= period.FromMs && c.AtMs < period.UptoMs)
      .map((c) => line(c, c.Quantity)),
  ];
}

/** The invoice of one period as it stands from the ledger's records (made once its period has ended). */
function invoiceOfPeriod(period: BillingPeriod, index: number, inputs: InvoiceInputs): ClosedInvoice {
  const Purchases = purchasesOf(period, inputs);
  const totals = invoiceTotals(Purchases, inputs.discount?.Percent ?? 0);
  return {
    Number: invoiceNumber(inputs.billingReference, index + 1),
    MobileProductUUID: inputs.mobileProductUUID,
    DateNanos: period.UptoMs * NANOS,
    DueDateNanos: invoiceDueMs(period.UptoMs) * NANOS,
    Period: { From: period.FromMs * NANOS, Upto: period.UptoMs * NANOS },
    Frequency: period.Frequency,
    Purchases,
    ...totals,
    ...(inputs.discount && totals.DiscountCents > 0 ? { DiscountLabel: inputs.discount.Label } : {}),
    GSTNumber: inputs.gstNumber,
  };
}

/** Every period's invoice charges: the kept ones as kept, the others from the records. */
function chargedInvoices(inputs: InvoiceInputs): ClosedInvoice[] {
  return billingPeriods(inputs.cycles, inputs.nowMs).map(
    (period, i) => inputs.closed?.[i] ?? invoiceOfPeriod(period, i, inputs),
  );
}

/** The invoices of periods that have ended and are not kept yet, to be kept as they are now. */
export function invoicesToClose(inputs: InvoiceInputs): ClosedInvoice[] {
  const kept = inputs.closed?.length ?? 0;
  return chargedInvoices(inputs)
    .slice(kept)
    .filter((invoice) => invoice.Period.Upto / NANOS <= inputs.nowMs);
}

export interface Ledger {
  invoices: Invoice[];
  /** What was paid beyond the invoices closed so far: it pays the next ones as they close. */
  creditCents: number;
}

/**
 * The account at `nowMs`: every invoice, oldest first, and the credit left over. Payments are taken in the order
 * they were made and pay the oldest closed invoice still owing; money paid beyond what is owed waits for the next
 * invoice to close. A closed invoice's charges never change, so an invoice paid stays paid.
 */
export function ledgerAt(inputs: InvoiceInputs): Ledger {
  const invoices = chargedInvoices(inputs).map((charged) => {
    const voided = inputs.voided.includes(charged.Number);
    return {
      charged,
      voided,
      remaining: voided ? 0 : charged.GrandTotalCents,
      payments: [] as InvoicePayment[],
    };
  });
  type Event = { atMs: number; order: number; close?: number; pay?: BillPaymentInput };
  const events: Event[] = [
    ...invoices.map((inv, i) => ({ atMs: inv.charged.Period.Upto / NANOS, order: 0, close: i })),
    ...inputs.payments.map((pay) => ({ atMs: pay.PaidAtMs, order: 1, pay })),
  ]
    .filter((e) => e.atMs <= inputs.nowMs)
    .sort((a, b) => a.atMs - b.atMs || a.order - b.order);
  const waiting: { pay: BillPaymentInput; left: number }[] = [];
  let closedCount = 0;
  for (const event of events) {
    if (event.close !== undefined) closedCount = event.close + 1;
    if (event.pay && event.pay.AmountCents > 0) waiting.push({ pay: event.pay, left: event.pay.AmountCents });
    for (const invoice of invoices.slice(0, closedCount)) {
      while (invoice.remaining > 0 && waiting.length > 0) {
        const from = waiting[0]!;
        const applied = Math.min(from.left, invoice.remaining);
        invoice.remaining -= applied;
        from.left -= applied;
        invoice.payments.push({
          ReceiptUUID: from.pay.UUID,
          AmountCents: applied,
          PaidAtNanos: from.pay.PaidAtMs * NANOS,
          Method: from.pay.Method,
        });
        if (from.left === 0) waiting.shift();
      }
    }
  }
  return {
    invoices: invoices.map(({ charged, voided, remaining, payments }) => ({
      ...charged,
      RemainingAmountCents: remaining,
      Payments: payments,
      Status: invoiceStatus({
        periodEndMs: charged.Period.Upto / NANOS,
        dueMs: charged.DueDateNanos / NANOS,
        remainingCents: remaining,
        voided,
        nowMs: inputs.nowMs,
      }),
    })),
    creditCents: waiting.reduce((sum, w) => sum + w.left, 0),
  };
}

/** Every invoice of the service at `nowMs`, oldest first. */
export function generateInvoices(inputs: InvoiceInputs): Invoice[] {
  return ledgerAt(inputs).invoices;
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
