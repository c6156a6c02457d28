import {
  accountInvoiceInputs,
  billingKind,
  generateInvoices,
  invoicesToClose,
  type BillingAccount,
  type BillPaymentInput,
  type Invoice,
  type MobileProduct,
} from '@portal/shared';
import type { Tables } from '../db/schema';
import { ApiError } from '../http/api-error';
import { paymentMethodLabel } from './transactions';

const NANOS = 1_000_000;

export interface PostpayBilling {
  account: BillingAccount;
  product: MobileProduct;
}

const activePostpay = (db: Tables, customerUUID: string) =>
  db.mobileProducts.first(
    (p) => p.CustomerUUID === customerUUID && p.Status === 4 && billingKind(p.BillingReference) === 'postpay',
  );

/**
 * The postpay account of a customer: the stored one, or for a postpay service without billing history yet, monthly
 * periods from the day it started. Refused with "You don't have a postpay product" without one.
 */
export function postpayBilling(db: Tables, customerUUID: string): PostpayBilling {
  const product = activePostpay(db, customerUUID);
  if (!product) throw new ApiError(409, 'you_dont_have_postpay_product');
  const account = db.billingAccounts.find(customerUUID) ?? {
    CustomerUUID: customerUUID,
    MobileProductUUID: product.UUID,
    Cycles: [{ FromNanos: product.CreatedAtNanos, Frequency: 'MONTHLY' }],
    ChangeAllowed: true,
    OneOff: [],
    Voided: [],
    Plans: planHistoryOf(product),
    Closed: [],
  };
  return { account, product };
}

/** The plan history of a service that has none recorded: its current plan since it started. */
function planHistoryOf(product: MobileProduct): BillingAccount['Plans'] {
  const plan = product.Addons.find((a) => a.isBasePlan);
  return plan ? [{ FromNanos: product.CreatedAtNanos, Description: plan.Name, RateCents: plan.Cents }] : [];
}

/**
 * Keeps the invoice of every period that has ended as it is now, so nothing done later (a plan change, a new
 * discount) can re-price it.
 */
export async function closeEndedPeriods(
  db: Tables,
  billing: PostpayBilling,
  nowMs: number,
): Promise<PostpayBilling> {
  const inputs = accountInvoiceInputs(billing.account, billing.product, [], nowMs);
  const closing = invoicesToClose(inputs);
  if (closing.length === 0) return billing;
  const account = await saveAccount(db, billing.account, (d) => {
    d.Plans ??= planHistoryOf(billing.product);
    d.Closed = [...(d.Closed ?? []), ...closing];
  });
  return { ...billing, account };
}

/**
 * Records a postpay service's new plan from a moment on (now, or the next period's start): periods that began
 * before it keep the plan they had.
 */
export async function recordPlanChange(
  db: Tables,
  product: MobileProduct,
  plan: { Name: string; Cents: number },
  fromNanos: number,
  nowMs: number,
): Promise<void> {
  if (billingKind(product.BillingReference) !== 'postpay') return;
  let billing: PostpayBilling;
  try {
    billing = postpayBilling(db, product.CustomerUUID);
  } catch {
    return;
  }
  if (billing.account.MobileProductUUID !== product.UUID) return;
  billing = await closeEndedPeriods(db, billing, nowMs);
  await saveAccount(db, billing.account, (d) => {
    d.Plans = [
      ...(d.Plans ?? planHistoryOf(product) ?? []),
      { FromNanos: fromNanos, Description: plan.Name, RateCents: plan.Cents },
    ];
  });
}

/** An addon renewed on account: its price goes on the invoice of the period it renewed in. */
export async function chargeOnAccount(
  db: Tables,
  customerUUID: string,
  charge: { Description: string; RateCents: number; AtNanos: number },
): Promise<void> {
  const billing = postpayBilling(db, customerUUID);
  await saveAccount(db, billing.account, (d) => {
    d.OneOff.push({ ...charge, Quantity: 1 });
  });
}

/**
 * Card payments made against the bill that went through, less what was refunded of them, and what guests paid
 * without signing in (by invoice or account number) once their payment settled.
 */
export function billPaymentsOf(db: Tables, customerUUID: string): BillPaymentInput[] {
  const byGuests = db.guestOrders
    .where((o) => o.CustomerUUID === customerUUID && o.Kind === 'payment' && o.Applied)
    .map((o) => ({
      UUID: o.OrderID,
      AmountCents: o.AmountCents,
      PaidAtMs: (o.ConfirmedAtNanos ?? o.CreatedAtNanos) / NANOS,
      Method: 'Card',
    }));
  const signedIn = db.billPayments
    .where((p) => p.CustomerUUID === customerUUID)
    .flatMap((p) => {
      const intent = db.paymentIntents.find(p.IntentUUID);
      if (!intent || intent.Status !== 'succeeded') return [];
      const refunded = db.refunds
        .where((r) => r.IntentUUID === intent.UUID)
        .reduce((sum, r) => sum + r.AmountCents, 0);
      const amount = intent.AmountCents - refunded;
      if (amount <= 0) return [];
      return [
        {
          UUID: intent.UUID,
          AmountCents: amount,
          PaidAtMs: intent.CreatedAtNanos / NANOS,
          Method: paymentMethodLabel(db, intent.PaymentMethodUUID),
        },
      ];
    });
  return [...signedIn, ...byGuests].sort((a, b) => a.PaidAtMs - b.PaidAtMs);
}

/** Every invoice of the account at `nowMs`, oldest first. */
export function invoicesOf(db: Tables, billing: PostpayBilling, nowMs: number): Invoice[] {
  const inputs = accountInvoiceInputs(
    billing.account,
    billing.product,
    billPaymentsOf(db, billing.account.CustomerUUID),
    nowMs,
  );
  return generateInvoices(inputs);
}

/** Stores the account (a derived default becomes a record) after a change. */
export async function saveAccount(
  db: Tables,
  account: BillingAccount,
  change: (draft: BillingAccount) => void,
): Promise<BillingAccount> {
  return db.billingAccounts.upsert(account.CustomerUUID, account, change);
}
