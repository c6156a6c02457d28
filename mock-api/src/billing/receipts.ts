import { PROVIDER_GST_NUMBER, type Invoice, type Receipt } from '@portal/shared';

/**
 * One receipt per payment, from the invoices it paid (a payment that paid several is one receipt, named after the
 * first). Numbered in the order paid, so a receipt keeps its number; listed newest first.
 */
export function receiptsOf(invoices: readonly Invoice[], billingReference: string): Receipt[] {
  const byPayment = new Map<string, Omit<Receipt, 'Number'>>();
  for (const invoice of invoices) {
    for (const p of invoice.Payments) {
      const known = byPayment.get(p.ReceiptUUID);
      if (known) known.AmountCents += p.AmountCents;
      else
        byPayment.set(p.ReceiptUUID, {
          UUID: p.ReceiptUUID,
          InvoiceNumber: invoice.Number,
          AmountCents: p.AmountCents,
          PaidAtNanos: p.PaidAtNanos,
          Method: p.Method,
          GSTNumber: PROVIDER_GST_NUMBER,
        });
    }
  }
  const digits = billingReference.replace(/\D/g, '');
  return [...byPayment.values()]
    .sort((a, b) => a.PaidAtNanos - b.PaidAtNanos)
    .map((r, i) => ({ ...r, Number: `RCT${digits}-${String(i + 1).padStart(4, '0')}` }))
    .reverse();
}
