import { describe, expect, it } from 'vitest';
import { ERRORS, errorText } from './errors';

describe('error text extraction order', () => {
  it('prefers a plain string, then err_message, then message, then error.message, then the own message', () => {
    expect(errorText('plain')).toBe('plain');
    expect(errorText({ data: { err_message: 'from api', message: 'm' }, message: 'own' })).toBe('from api');
    expect(errorText({ data: { message: 'data message' }, message: 'own' })).toBe('data message');
    expect(errorText({ error: { message: 'inner' }, message: 'own' })).toBe('inner');
    expect(errorText(new Error('own'))).toBe('own');
    expect(errorText(undefined)).toBe('unknown error');
  });
  it('keeps the specification’s exact texts', () => {
    expect(ERRORS.invalid_credentials).toBe(
      'The email address or password is invalid. Please check your details and try again.',
    );
    expect(ERRORS.password_mismatch).toBe('"New password" and "Confirm New Password" do not match');
    expect(ERRORS.not_found_page).toBe("Your page wasn't found");
  });
});
