/*
 * Validation of an anonymous recharge or bill payment: which check failed decides the error, in a fixed order
 * (the mobile number first, then an invoice number by its INV prefix, then an account number).
 */

export type GuestValidationError =
  | 'not_valid_mobile_number'
  | 'not_valid_invoice_number'
  | 'not_valid_account_number'
  | 'guest_data_not_valid';

/** The error of a failed validation, by what the visitor gave. */
export function guestValidationError(input: {
  MSISDN?: string | undefined;
  LookupID?: string | undefined;
}): GuestValidationError {
  if (input.MSISDN?.trim()) return 'not_valid_mobile_number';
  const lookup = input.LookupID?.trim();
  if (lookup?.toUpperCase().startsWith('INV')) return 'not_valid_invoice_number';
  if (lookup) return 'not_valid_account_number';
  return 'guest_data_not_valid';
}

/** A lookup id names an invoice when it starts with INV; otherwise it is an account number. */
export const isInvoiceLookup = (lookupID: string): boolean => lookupID.trim().toUpperCase().startsWith('INV');

/** A guest purchase is final once completed, declined or failed; pending is polled. */
export const isFinalGuestStatus = (status: string): boolean => status !== 'PENDING';
