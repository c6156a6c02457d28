import type { Invoice } from '@portal/shared';
import type { Tables } from '../db/schema';
import { invoicesOf, postpayBilling } from './accounts';

/**
 * An invoice still owed (DUE or OVERDUE) by its number, of whichever account it belongs to, for paying a bill
 * without signing in. `nowMs` is the virtual clock's time (the clock decides which invoices are owed).
 */
export function findOpenInvoice(
  db: Tables,
  number: string,
  nowMs: number = Date.now(),
): (Invoice & { CustomerUUID: string }) | undefined {
  const wanted = number.trim().toUpperCase();
  for (const account of db.billingAccounts.all()) {
    let billing;
    try {
      billing = postpayBilling(db, account.CustomerUUID);
    } catch {
      continue;
    }
    const invoice = invoicesOf(db, billing, nowMs).find((i) => i.Number === wanted);
    if (invoice) {
      const owed = invoice.Status === 'DUE' || invoice.Status === 'OVERDUE';
      return owed ? { ...invoice, CustomerUUID: account.CustomerUUID } : undefined;
    }
  }
  return undefined;
}
