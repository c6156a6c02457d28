import { BANK_DETAILS_DEFAULT } from '../config';
import type { MobileProduct } from '../entities/mobile-product';
import type { BillingAccount } from '../entities/invoice';
import type { BillPaymentInput, InvoiceInputs } from './invoices';

const NANOS = 1_000_000;
/** The GST registration number printed on every invoice and receipt. */
export const PROVIDER_GST_NUMBER = '123-456-789';
/** The provider's name as the bank details give it. */
export const PROVIDER_NAME = BANK_DETAILS_DEFAULT.AccountName;

/** The invoice generator's inputs for a postpay account: its plan, addons on account, cycles, payments, voids. */
export function accountInvoiceInputs(
  account: BillingAccount,
  product: MobileProduct,
  payments: readonly BillPaymentInput[],
  nowMs: number,
): InvoiceInputs {
  const plan = product.Addons.find((a) => a.isBasePlan);
  return {
    billingReference: product.BillingReference,
    mobileProductUUID: product.UUID,
    gstNumber: PROVIDER_GST_NUMBER,
    cycles: account.Cycles.map((c) => ({ FromMs: c.FromNanos / NANOS, Frequency: c.Frequency })),
    plans: account.Plans
      ? account.Plans.map((p) => ({
          FromMs: p.FromNanos / NANOS,
          Description: p.Description,
          RateCents: p.RateCents,
        }))
      : plan
        ? [{ FromMs: product.CreatedAtNanos / NANOS, Description: plan.Name, RateCents: plan.Cents }]
        : [],
    closed: account.Closed ?? [],
    oneOff: account.OneOff.map((c) => ({
      Description: c.Description,
      RateCents: c.RateCents,
      Quantity: c.Quantity,
      AtMs: c.AtNanos / NANOS,
    })),
    discount: account.Discount,
    payments,
    voided: account.Voided,
    nowMs,
  };
}
