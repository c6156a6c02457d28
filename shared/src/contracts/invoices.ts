import { z } from 'zod';
import { UuidParamSchema, UuidSchema } from '../entities/common';
import {
  BillingCycleChangeSchema,
  BillingCycleStateSchema,
  BillPaymentRequestSchema,
  BillPaymentSchema,
  InvoicePageSchema,
  InvoiceSchema,
  InvoiceStatusSchema,
  PostpayAccountSchema,
  PostpayBalanceSchema,
  ReceiptSchema,
  TransactionPageSchema,
} from '../entities/invoice';
import { defineContract, olderVersion } from './define';

/*
 * Postpay bills: invoices and receipts (with their PDF files), the postpay account, bill payment, the payment
 * history and the billing cycle.
 */
const tags = ['invoices'];
const InvoiceNumberParams = UuidParamSchema.extend({
  number: z.string().trim().min(1, { error: 'No invoice number' }).max(40),
});
const ReceiptParams = UuidParamSchema.extend({ receipt: UuidSchema });
/** A PDF file, answered as application/pdf with its file name in Content-Disposition. */
const PdfFileSchema = z.instanceof(Uint8Array).meta({ 'x-file': 'application/pdf' });

export const invoiceContracts = {
  list: defineContract({
    id: 'invoices.list',
    method: 'get',
    path: '/v3/customer/:uuid/invoices',
    summary:
      'A page of the account’s invoices, newest first, optionally of one status, with the total count and what ' +
      'is outstanding.',
    access: 'customer',
    params: UuidParamSchema,
    owner: 'uuid',
    query: z.object({
      Status: InvoiceStatusSchema.optional(),
      PageSize: z.coerce.number().int().min(1).max(100).default(10),
      PageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
    }),
    response: InvoicePageSchema,
    errors: ['invoices_unavailable'],
    tags,
  }),
  get: defineContract({
    id: 'invoices.get',
    method: 'get',
    path: '/v3/customer/:uuid/invoices/:number',
    summary: 'One invoice by its number: "The invoice #{number} Not Found" when the account has none such.',
    access: 'customer',
    params: InvoiceNumberParams,
    owner: 'uuid',
    response: InvoiceSchema,
    errors: ['invoice_not_found', 'invoice_unavailable'],
    tags,
  }),
  pdf: defineContract({
    id: 'invoices.pdf',
    method: 'get',
    path: '/customer/:uuid/invoice/:number/pdf',
    summary: 'The invoice as a PDF file (application/pdf, with its file name).',
    access: 'customer',
    params: InvoiceNumberParams,
    owner: 'uuid',
    response: PdfFileSchema,
    errors: ['invoice_not_found', 'invoice_unavailable'],
    tags,
  }),
  receipts: defineContract({
    id: 'invoices.receipts',
    method: 'get',
    path: '/customer/:uuid/receipt',
    summary: 'The receipts of the payments made against the account’s invoices, newest first.',
    access: 'customer',
    params: UuidParamSchema,
    owner: 'uuid',
    response: z.object({ Receipts: z.array(ReceiptSchema) }),
    errors: ['receipts_unavailable'],
    tags,
  }),
  receiptPdf: defineContract({
    id: 'invoices.receiptPdf',
    method: 'get',
    path: '/customer/:uuid/receipt/:receipt/pdf',
    summary: 'A receipt as a PDF file (application/pdf, with its file name).',
    access: 'customer',
    params: ReceiptParams,
    owner: 'uuid',
    response: PdfFileSchema,
    errors: ['receipt_not_found', 'receipts_unavailable'],
    tags,
  }),
  account: defineContract({
    id: 'invoices.account',
    method: 'get',
    path: '/customer/:uuid/account',
    summary:
      'The account’s bill: what it owes (Balance, cents) and its current and next billing cycle. An account ' +
      'without postpay mobile whose service is fibre is billed for the fibre plan monthly from the day it was ' +
      'ordered; an account with neither has no bill (409).',
    access: 'customer',
    params: UuidParamSchema,
    owner: 'uuid',
    response: PostpayAccountSchema,
    errors: ['you_dont_have_postpay_product'],
    tags,
  }),
  pay: defineContract({
    id: 'invoices.pay',
    method: 'post',
    path: '/customer/:uuid/payment',
    summary:
      'Pays the bill (the full amount owed or part of it) with the default or a named card: completed, or ' +
      'pending_payment with a ClientSecret for the card confirmation. Paid amounts go to the oldest invoice owing.',
    access: 'customer',
    idempotent: true,
    params: UuidParamSchema,
    owner: 'uuid',
    body: BillPaymentRequestSchema,
    response: BillPaymentSchema,
    errors: [
      'no_card',
      'card_not_found',
      'card_expiring',
      'card_trouble',
      'idempotency_mismatch',
      'bill_amount_too_large',
      'nothing_to_pay',
      'you_dont_have_postpay_product',
    ],
    tags,
  }),
  charges: defineContract({
    id: 'invoices.charges',
    method: 'get',
    path: '/v2/customer/:uuid/charges',
    summary: 'The payment history: every card payment of the account, newest first unless asked otherwise.',
    access: 'customer',
    params: UuidParamSchema,
    owner: 'uuid',
    query: z.object({
      PageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
      PageSize: z.coerce.number().int().min(1).max(100).default(14),
      SortBy: z.enum(['CreatedAt']).default('CreatedAt'),
      SortDesc: z
        .enum(['true', 'false'])
        .default('true')
        .transform((v) => v === 'true'),
    }),
    response: TransactionPageSchema,
    tags,
  }),
  billingCycle: defineContract({
    id: 'invoices.billingCycle',
    method: 'get',
    path: '/customers/:uuid/billing-cycle',
    summary: 'The billing cycle of the account (monthly, 7 days or 28 days) and whether it may be changed.',
    access: 'customer',
    params: UuidParamSchema,
    owner: 'uuid',
    response: BillingCycleStateSchema,
    errors: ['you_dont_have_postpay_product'],
    tags,
  }),
  changeBillingCycle: defineContract({
    id: 'invoices.changeBillingCycle',
    method: 'post',
    path: '/customers/:uuid/billing-cycle',
    summary:
      'Changes the billing cycle when the account is allowed to: the bill of the current period closes now and ' +
      'falls due, and the next bill uses the new cycle.',
    access: 'customer',
    params: UuidParamSchema,
    owner: 'uuid',
    body: BillingCycleChangeSchema,
    response: BillingCycleStateSchema,
    errors: ['billing_cycle_not_allowed', 'billing_cycle_same', 'you_dont_have_postpay_product'],
    tags,
  }),
};

/* The older calls the specification still lists for bills, served with the current behaviour. */
export const olderInvoiceContracts = {
  listV2: olderVersion(invoiceContracts.list, { id: 'invoices.listV2', path: '/v2/customer/:uuid/invoices' }),
  postpayBalance: defineContract({
    id: 'invoices.postpayBalance',
    method: 'post',
    path: '/postpay/balance',
    summary:
      'The balance of a postpay service (UUID) of the customer: what the account owes and its billing cycles, ' +
      'as GET /customer/{uuid}/account answers, with Value, what it owes.',
    access: 'customer',
    body: z.object({ CustomerUUID: UuidSchema, UUID: UuidSchema }),
    response: PostpayBalanceSchema,
    errors: ['not_found', 'you_dont_have_postpay_product'],
    tags,
  }),
};
