import { describe, expect, it } from 'vitest';
import { guestValidationError } from './guest-validation';

describe('guest validation errors, in their order', () => {
  it('blames the mobile number first when one was given', () => {
    expect(guestValidationError({ MSISDN: '0210000000', LookupID: 'INV1' })).toBe('not_valid_mobile_number');
  });
  it('then an invoice number by its INV prefix', () => {
    expect(guestValidationError({ LookupID: 'INV-000123' })).toBe('not_valid_invoice_number');
    expect(guestValidationError({ MSISDN: ' ', LookupID: 'inv42' })).toBe('not_valid_invoice_number');
  });
  it('then an account number', () => {
    expect(guestValidationError({ LookupID: '100200' })).toBe('not_valid_account_number');
  });
  it('else the data as a whole', () => {
    expect(guestValidationError({})).toBe('guest_data_not_valid');
  });
});
