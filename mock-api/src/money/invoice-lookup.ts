import type { MockContext } from '../context';
import { invoicesOf, postpayBilling } from '../billing/accounts';
import { findOpenInvoice as findOwedInvoice } from '../billing/lookup';

/** An invoice a guest can pay by its number: whose it is and what is still owed on it. */
export interface PayableInvoice {
  Number: string;
  CustomerUUID: string;
  AmountDueCents: number;
}

/** An invoice by its number while something is still owed on it (the bills the clock has closed). */
export function findOpenInvoice(ctx: MockContext, invoiceNumber: string): PayableInvoice | undefined {
  const invoice = findOwedInvoice(ctx.db, invoiceNumber, ctx.sim.clock.now());
  if (!invoice || invoice.RemainingAmountCents <= 0) return undefined;
  return {
    Number: invoice.Number,
    CustomerUUID: invoice.CustomerUUID,
    AmountDueCents: invoice.RemainingAmountCents,
  };
}

/** What an account owes on its closed bills; nothing for an account without a postpay service. */
export function amountOwed(ctx: MockContext, customerUUID: string): number {
  let billing;
  try {
    billing = postpayBilling(ctx.db, customerUUID);
  } catch {
    return 0;
  }
  return invoicesOf(ctx.db, billing, ctx.sim.clock.now())
    .filter((i) => i.Status === 'DUE' || i.Status === 'OVERDUE')
    .reduce((sum, i) => sum + i.RemainingAmountCents, 0);
}
