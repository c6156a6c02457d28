import { describe, expect, it } from 'vitest';
import { portingErrorText } from './porting-error-text';

describe('porting error text', () => {
  it.each([400, 404, 409, 422, 499, 501, 503, 599])('shows the server message for %i', (status) => {
    expect(portingErrorText(status, 'account number incorrect')).toBe('account number incorrect');
  });

  it.each([500, 399, 600, 0])('asks to try again later for %i', (status) => {
    expect(portingErrorText(status, 'Internal details')).toBe('Please try again later');
  });

  it('asks to try again later without a status or without a message', () => {
    expect(portingErrorText(undefined, 'offline')).toBe('Please try again later');
    expect(portingErrorText(409, undefined)).toBe('Please try again later');
    expect(portingErrorText(409, '')).toBe('Please try again later');
  });
});
