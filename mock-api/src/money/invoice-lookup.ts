import { personaCustomerUuid } from '@portal/fixtures';
import type { MockContext } from '../context';

/**
 * The invoices a guest can pay by number, and what an account owes. Until invoices are generated from the
 * billing periods this is a minimal set (ana's open invoice); the invoice store can back these two functions
 * without their callers changing.
 */
export interface PayableInvoice {
  Number: string;
  CustomerUUID: string;
  AmountDueCents: number;
}

const OPEN_INVOICES: readonly PayableInvoice[] = [
  { Number: 'INV-100001-0012', CustomerUUID: personaCustomerUuid('ana'), AmountDueCents: 7498 },
];

/** Guest payments already made against an invoice (completed guest orders). */
function paidCents(ctx: MockContext, invoiceNumber: string): number {
  return ctx.db.guestOrders
    .where(
      (o) => o.Kind === 'payment' && o.Applied && o.LookupID?.toUpperCase() === invoiceNumber.toUpperCase(),
    )
    .reduce((sum, o) => sum + o.AmountCents, 0);
}

/** An invoice by its number while something is still owed on it. */
export function findOpenInvoice(ctx: MockContext, invoiceNumber: string): PayableInvoice | undefined {
  const invoice = OPEN_INVOICES.find((i) => i.Number.toUpperCase() === invoiceNumber.trim().toUpperCase());
  if (!invoice) return undefined;
  const due = invoice.AmountDueCents - paidCents(ctx, invoice.Number);
  return due > 0 ? { ...invoice, AmountDueCents: due } : undefined;
}

/** What an account owes on its open invoices. */
export function amountOwed(ctx: MockContext, customerUUID: string): number {
  return OPEN_INVOICES.filter((i) => i.CustomerUUID === customerUUID).reduce(
    (sum, i) => sum + (findOpenInvoice(ctx, i.Number)?.AmountDueCents ?? 0),
    0,
  );
}
