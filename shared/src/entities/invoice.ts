import { z } from 'zod';
import { NanosSchema, UuidSchema } from './common';

/*
 * Postpay bills: invoices made at every period end of a postpay service, the receipts of the payments made against
 * them, the customer's payment history and the billing cycle the periods follow. Money is integer cents; times are
 * nanoseconds, as the specification's other *Nanos fields.
 */

/** OPEN is the current period; DUE and OVERDUE are the outstanding ones. */
export const InvoiceStatusSchema = z.enum(['OPEN', 'DUE', 'OVERDUE', 'PAID', 'VOID']);
export type InvoiceStatus = z.infer<typeof InvoiceStatusSchema>;
export const OUTSTANDING_INVOICE_STATUSES: readonly InvoiceStatus[] = ['DUE', 'OVERDUE'];

/** SEVEN_DAYS and TWENTY_EIGHT_DAYS count days; MONTHLY counts calendar months. */
export const InvoiceFrequencySchema = z.enum(['SEVEN_DAYS', 'TWENTY_EIGHT_DAYS', 'MONTHLY']);
export type InvoiceFrequency = z.infer<typeof InvoiceFrequencySchema>;

export const PeriodSchema = z.object({ From: NanosSchema, Upto: NanosSchema });
export type Period = z.infer<typeof PeriodSchema>;

/** One charged plan or addon: quantity times rate is the charge. */
export const InvoicePurchaseSchema = z.object({
  Description: z.string(),
  Quantity: z.number().int().positive(),
  RateCents: z.number().int().nonnegative(),
  ChargeCents: z.number().int().nonnegative(),
});
export type InvoicePurchase = z.infer<typeof InvoicePurchaseSchema>;

/** A payment applied to an invoice; its receipt has the same UUID. */
export const InvoicePaymentSchema = z.object({
  ReceiptUUID: UuidSchema,
  AmountCents: z.number().int().positive(),
  PaidAtNanos: NanosSchema,
  Method: z.string(),
});
export type InvoicePayment = z.infer<typeof InvoicePaymentSchema>;

export const InvoiceSchema = z.object({
  Number: z.string(),
  MobileProductUUID: UuidSchema,
  DateNanos: NanosSchema,
  DueDateNanos: NanosSchema,
  Period: PeriodSchema,
  Frequency: InvoiceFrequencySchema,
  Purchases: z.array(InvoicePurchaseSchema),
  SubtotalCents: z.number().int().nonnegative(),
  DiscountLabel: z.string().optional(),
  DiscountCents: z.number().int().nonnegative(),
  GrandTotalCents: z.number().int().nonnegative(),
  /** The GST included in the grand total (prices include GST). */
  GSTCents: z.number().int().nonnegative(),
  GSTNumber: z.string(),
  RemainingAmountCents: z.number().int().nonnegative(),
  Payments: z.array(InvoicePaymentSchema),
  Status: InvoiceStatusSchema,
});
export type Invoice = z.infer<typeof InvoiceSchema>;

export const InvoicePageSchema = z.object({
  Invoices: z.array(InvoiceSchema),
  PageInfo: z.object({ TotalItemCount: z.number().int().nonnegative() }),
  /** Summary: what is outstanding over all the account's invoices (DUE and OVERDUE). */
  OutstandingCents: z.number().int().nonnegative(),
  OverdueCents: z.number().int().nonnegative(),
});
export type InvoicePage = z.infer<typeof InvoicePageSchema>;

export const ReceiptSchema = z.object({
  UUID: UuidSchema,
  Number: z.string(),
  InvoiceNumber: z.string(),
  AmountCents: z.number().int().positive(),
  PaidAtNanos: NanosSchema,
  Method: z.string(),
  GSTNumber: z.string(),
});
export type Receipt = z.infer<typeof ReceiptSchema>;

/** MONTHLY (Value 1), or DAILY with a Value of 7 or 28 days. */
export const BillingCycleSchema = z.discriminatedUnion('Type', [
  z.object({ Type: z.literal('MONTHLY'), Value: z.literal(1) }),
  z.object({ Type: z.literal('DAILY'), Value: z.union([z.literal(7), z.literal(28)]) }),
]);
export type BillingCycle = z.infer<typeof BillingCycleSchema>;

export const BillingCycleStateSchema = z.object({
  BillingCycle: BillingCycleSchema,
  /** Whether this account may change its cycle. */
  ChangeAllowed: z.boolean(),
});

export const BillingCycleChangeSchema = z.object({ BillingCycle: BillingCycleSchema });

export const PostpayAccountSchema = z.object({
  /** What the account owes now, in cents (DUE and OVERDUE invoices). */
  Balance: z.number().int().nonnegative(),
  CurrentBillingCycle: PeriodSchema,
  NextBillingCycle: PeriodSchema,
});
export type PostpayAccount = z.infer<typeof PostpayAccountSchema>;

/** The postpay balance document: the account, and its Value, what it owes in cents (the Balance). */
export const PostpayBalanceSchema = PostpayAccountSchema.extend({ Value: z.number().int().nonnegative() });

export const BillPaymentRequestSchema = z.object({
  AmountCents: z
    .number()
    .int()
    .min(100, { error: 'Payment amount must be larger than $0.99' })
    .max(10_000_000),
  PaymentMethodType: z.literal('card').default('card'),
  /** The card to charge; the default card when absent. */
  PaymentMethodID: UuidSchema.optional(),
  ProductInstanceUUID: UuidSchema,
});
export type BillPaymentRequest = z.input<typeof BillPaymentRequestSchema>;

export const BillPaymentSchema = z.object({
  Status: z.enum(['completed', 'pending_payment']),
  ClientSecret: z.string().optional(),
});

/** The statuses a payment history entry can carry, as the payment platform reports them. */
export const TransactionSchema = z.object({
  UUID: UuidSchema,
  Status: z.string(),
  CreatedAt: NanosSchema,
  AmountCents: z.number().int().nonnegative(),
  Description: z.string(),
});
export type Transaction = z.infer<typeof TransactionSchema>;

export const TransactionPageSchema = z.object({
  Transactions: z.array(TransactionSchema),
  PageInfo: z.object({ TotalItemCount: z.number().int().nonnegative() }),
});

/*
 * What the mock keeps per postpay account: a ledger. The plans in force over time, the addons bought on account and
 * the invoices of closed periods are records, written when they happen and never rewritten; what is owed is worked
 * out from them and the payments made.
 */

/** A closed period's invoice as it was made at its end: what it charged, without what was paid since. */
export const ClosedInvoiceSchema = InvoiceSchema.omit({
  RemainingAmountCents: true,
  Payments: true,
  Status: true,
});
export type ClosedInvoice = z.infer<typeof ClosedInvoiceSchema>;

/** The plan in force from a moment on: each period's invoice charges the plan in force when the period began. */
export const PlanSegmentRecordSchema = z.object({
  FromNanos: NanosSchema,
  Description: z.string(),
  RateCents: z.number().int().nonnegative(),
});
export type PlanSegmentRecord = z.infer<typeof PlanSegmentRecordSchema>;
export const CycleSegmentRecordSchema = z.object({
  FromNanos: NanosSchema,
  Frequency: InvoiceFrequencySchema,
});

export const OneOffChargeRecordSchema = z.object({
  Description: z.string(),
  RateCents: z.number().int().nonnegative(),
  Quantity: z.number().int().positive(),
  AtNanos: NanosSchema,
});

export const BillingAccountSchema = z.object({
  CustomerUUID: UuidSchema,
  MobileProductUUID: UuidSchema,
  /** The first cycle from the account's start, then one per change of cycle. */
  Cycles: z.array(CycleSegmentRecordSchema).min(1),
  ChangeAllowed: z.boolean(),
  Discount: z.object({ Label: z.string(), Percent: z.number().int().min(0).max(100) }).optional(),
  /** Addons bought on account (not paid by card): each goes on the invoice of its period. */
  OneOff: z.array(OneOffChargeRecordSchema),
  /** Invoice numbers an operator voided. */
  Voided: z.array(z.string()),
  /** The plan history, oldest first; without it, the service's current plan from the start. */
  Plans: z.array(PlanSegmentRecordSchema).optional(),
  /** The invoices of the periods closed so far, oldest first, as each was made when its period ended. */
  Closed: z.array(ClosedInvoiceSchema).optional(),
});
export type BillingAccount = z.infer<typeof BillingAccountSchema>;

/** A card payment made against the bill: it counts once its payment intent has succeeded. */
export const BillPaymentRecordSchema = z.object({ IntentUUID: UuidSchema, CustomerUUID: UuidSchema });
export type BillPaymentRecord = z.infer<typeof BillPaymentRecordSchema>;

/** A refund of a card payment, made by an operator. */
export const RefundSchema = z.object({
  UUID: UuidSchema,
  IntentUUID: UuidSchema,
  CustomerUUID: UuidSchema,
  AmountCents: z.number().int().positive(),
  CreatedAtNanos: NanosSchema,
});
export type Refund = z.infer<typeof RefundSchema>;

/** The pay-bill form: the whole amount owed, or an amount of the customer's choosing in dollars and cents. */
export const PayBillFormSchema = z
  .object({
    Mode: z.enum(['full', 'custom']),
    Amount: z.string().trim(),
    /** The saved card to charge (its UUID); none charges the default card. */
    Card: z.string().optional(),
  })
  .refine((v) => v.Mode === 'full' || /^\d+(\.\d{1,2})?$/.test(v.Amount), {
    error: 'Enter an amount in dollars and cents',
    path: ['Amount'],
  })
  .refine((v) => v.Mode === 'full' || Number(v.Amount) > 0.99, {
    error: 'Payment amount must be larger than $0.99',
    path: ['Amount'],
  });
export type PayBillForm = z.infer<typeof PayBillFormSchema>;
