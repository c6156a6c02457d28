import { describe, expect, it } from 'vitest';
import {
  autoTopUpProblems,
  creditExpiresAtNanos,
  parsePastedVoucher,
  topUpAmountProblem,
} from './prepay-money';

const DAY = 86_400_000;
const ms = (iso: string) => Date.parse(iso);
const nanos = (iso: string) => ms(iso) * 1_000_000;

describe('prepay credit expiry', () => {
  const created = nanos('2026-01-10T00:00:00Z');
  it('is the stated date when there is one', () => {
    const stated = nanos('2026-06-01T00:00:00Z');
    expect(
      creditExpiresAtNanos(
        { CreatedAtNanos: created, CurrencyCreditExpiresAtNanos: stated },
        ms('2026-02-01'),
      ),
    ).toBe(stated);
  });
  it('falls back to a year after creation', () => {
    expect(creditExpiresAtNanos({ CreatedAtNanos: created }, ms('2026-02-01'))).toBe(
      created + 365 * DAY * 1_000_000,
    );
    expect(
      creditExpiresAtNanos({ CreatedAtNanos: created, CurrencyCreditExpiresAtNanos: 0 }, ms('2026-02-01')),
    ).toBe(created + 365 * DAY * 1_000_000);
  });
  it('is null once past', () => {
    expect(
      creditExpiresAtNanos(
        { CreatedAtNanos: created, CurrencyCreditExpiresAtNanos: nanos('2026-03-01T00:00:00Z') },
        ms('2026-03-01T00:00:00Z'),
      ),
    ).toBeNull();
    expect(creditExpiresAtNanos({ CreatedAtNanos: created }, ms('2027-01-11'))).toBeNull();
  });
});

describe('top-up amount', () => {
  it('needs at least $1.00 in whole cents', () => {
    expect(topUpAmountProblem(99)).toBe('top_up_below_minimum');
    expect(topUpAmountProblem(100)).toBeUndefined();
    expect(topUpAmountProblem(99_900)).toBeUndefined();
    expect(topUpAmountProblem(99_901)).toBe('top_up_above_maximum');
    expect(topUpAmountProblem(150.5)).toBe('top_up_not_cents');
  });
});

describe('auto top-up limits', () => {
  it('takes days 1 to 99 and amounts 1 to 999', () => {
    expect(autoTopUpProblems({ days: 1, amount: 1 })).toEqual({});
    expect(autoTopUpProblems({ days: 99, amount: 999 })).toEqual({});
    expect(Object.keys(autoTopUpProblems({ days: 0, amount: 1000 }))).toEqual(['days', 'amount']);
    expect(Object.keys(autoTopUpProblems({ days: 100, amount: 0 }))).toEqual(['days', 'amount']);
    expect(Object.keys(autoTopUpProblems({ days: 1.5, amount: 10 }))).toEqual(['days']);
  });
});

describe('pasted voucher codes', () => {
  it('keeps 13 digits, with the spaces or dashes a card prints', () => {
    expect(parsePastedVoucher('1234 5678 90123')).toBe('1234567890123');
    expect(parsePastedVoucher('1234-5678-90123')).toBe('1234567890123');
  });
  it('refuses another shape', () => {
    expect(parsePastedVoucher('123456789012')).toBeUndefined();
    expect(parsePastedVoucher('12345678901234')).toBeUndefined();
    expect(parsePastedVoucher('12345678901a3')).toBeUndefined();
  });
});
