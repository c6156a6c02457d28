import { afterEach, describe, expect, it } from 'vitest';
import { clearAppStorage, PAYMENT_UNDER_WAY_PREFIX, readJson, writeJson } from './storage';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 23);

afterEach(() => localStorage.clear());

describe('local data (30 days by default, 90 at most)', () => {
  it('keeps a value for 30 days unless told otherwise, then forgets it', () => {
    writeJson('customer', 'c-1', undefined, NOW);
    expect(readJson('customer', NOW + 30 * DAY - 1)).toBe('c-1');
    expect(readJson('customer', NOW + 30 * DAY)).toBeUndefined();
    expect(localStorage.getItem('portal.app.customer')).toBeNull();
  });

  it('keeps a value no longer than 90 days, however long it is asked to', () => {
    writeJson('auth', { JWT: 'x' }, 365, NOW);
    expect(readJson('auth', NOW + 90 * DAY - 1)).toEqual({ JWT: 'x' });
    expect(readJson('auth', NOW + 90 * DAY)).toBeUndefined();
  });

  it('removes on null, ignores what it cannot read, and logout clears only the app’s own data', () => {
    writeJson('auth', { JWT: 'x' });
    writeJson('auth', null);
    expect(readJson('auth')).toBeUndefined();
    localStorage.setItem('portal.app.broken', '{not json');
    expect(readJson('broken')).toBeUndefined();
    writeJson('customer', 'c-1');
    localStorage.setItem('portal.lang', 'mi-NZ');
    clearAppStorage();
    expect(readJson('customer')).toBeUndefined();
    expect(localStorage.getItem('portal.lang')).toBe('mi-NZ');
  });

  it('keeps a payment under way with a provider when the session ended, and clears it when the customer signs out', () => {
    const payment = `${PAYMENT_UNDER_WAY_PREFIX}bnpl-attempt`;
    writeJson(payment, { intentUUID: 'pi-1' });
    writeJson('customer', 'c-1');
    clearAppStorage({ keepPaymentsUnderWay: true });
    expect(readJson(payment)).toEqual({ intentUUID: 'pi-1' });
    expect(readJson('customer')).toBeUndefined();
    clearAppStorage();
    expect(readJson(payment)).toBeUndefined();
  });
});
