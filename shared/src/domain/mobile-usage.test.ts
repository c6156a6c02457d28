import { describe, expect, it } from 'vitest';
import type { MobileAddon } from '../entities/mobile-product';
import {
  CARRY_OVER_LIFETIME_MS,
  usageBalance,
  usageEvents,
  usageHistogram,
  usageTotals,
} from './mobile-usage';

const DAY = 86_400_000;
const now = Date.UTC(2026, 5, 15, 3);
const nanos = (ms: number) => ms * 1_000_000;

function plan(startMs: number, characteristics: Record<string, string>, isBasePlan = true): MobileAddon {
  return {
    UUID: '00000000-0000-4000-8000-0000000000a1',
    Name: 'Plan',
    ProductCatalogEntryUUID: '00000000-0000-4000-8000-0000000000a2',
    AvailabilityUUID: '00000000-0000-4000-8000-0000000000a3',
    isBasePlan,
    AutoRenew: true,
    Cents: 4000,
    Characteristics: { 'ocs.TimePeriodInterval': 'month', ...characteristics },
    StartedAtNanos: nanos(startMs),
    ExpiresAtNanos: nanos(startMs + 30 * DAY),
  };
}

const planWith40gb = {
  'ocs.RecurringDataAllowance': '40960',
  'ocs.VoiceUsageRule': 'Unlimited',
  'ocs.RecurringSMSAllowance': '500',
  'ocs.Tethering': 'true',
};

function product(over: Partial<Parameters<typeof usageBalance>[0]> = {}) {
  return {
    UUID: '00000000-0000-4000-8000-00000000beef',
    Status: 4,
    BillingReference: 'postpay-1',
    CreatedAtNanos: nanos(now - 400 * DAY),
    DataRolloverAllowed: false,
    Addons: [plan(now - 10 * DAY, planWith40gb)],
    ...over,
  };
}

describe('usage events', () => {
  it('are the same on every read of the same range, oldest first', () => {
    const a = usageEvents(product(), now - 2 * DAY, now);
    expect(a).toEqual(usageEvents(product(), now - 2 * DAY, now));
    expect(a.length).toBeGreaterThan(20);
    expect(a.map((e) => e.atMs)).toEqual([...a.map((e) => e.atMs)].sort((x, y) => x - y));
  });

  it('split across two ranges add up to the whole range', () => {
    const mid = now - DAY + 1234;
    const whole = usageEvents(product(), now - 2 * DAY, now);
    expect([...usageEvents(product(), now - 2 * DAY, mid), ...usageEvents(product(), mid, now)]).toEqual(
      whole,
    );
  });

  it('include every kind over a month, and only overseas data costs money', () => {
    const events = usageEvents(product(), now - 60 * DAY, now);
    const kinds = new Set(events.map((e) => e.kind));
    expect([...kinds].sort()).toEqual(
      ['data', 'idd_sms', 'idd_voice', 'mms', 'roamingData', 'sms', 'tetheringData', 'voice'].sort(),
    );
    expect(events.filter((e) => e.cents > 0).every((e) => e.kind === 'roamingData')).toBe(true);
  });

  it('do not happen before the service was made or while it is not active', () => {
    const created = now - DAY;
    expect(usageEvents(product({ CreatedAtNanos: nanos(created) }), now - 5 * DAY, created)).toEqual([]);
    expect(usageEvents(product({ Status: 2 }), now - 5 * DAY, now)).toEqual([]);
    expect(usageEvents(product({ BillingReference: '' }), now - 5 * DAY, now)).toEqual([]);
  });
});

describe('usage histogram', () => {
  it('sums each bucket, and the buckets add up to the range', () => {
    const buckets: [number, number][] = [0, 1, 2].map((i) => [now - (3 - i) * DAY, now - (2 - i) * DAY]);
    const sums = usageHistogram(product(), buckets, (e) => (e.kind === 'data' ? e.amount : 0));
    const whole = usageTotals(usageEvents(product(), now - 3 * DAY, now)).data;
    expect(sums).toHaveLength(3);
    expect(sums.reduce((a, b) => a + b, 0)).toBeCloseTo(whole, 1);
  });
});

describe('usage balance', () => {
  it('falls as the period goes on and is whole again when the period renews', () => {
    const data = (p: ReturnType<typeof product>, at: number) =>
      usageBalance(p, at).find((e) => e.Type === 'Data');
    const early = data(product(), now - 9 * DAY);
    const later = data(product(), now);
    expect(early?.Total).toBe(40960);
    expect(later?.RemainingAmount).toBeLessThan(early?.RemainingAmount ?? 0);
    expect(later?.RemainingAmount).toBeGreaterThan(0);
    const renewed = product({ Addons: [plan(now - 60_000, planWith40gb)] });
    expect(data(renewed, now)?.RemainingAmount).toBeGreaterThan(40_900);
  });

  it('gives every allowance its type and rule, hotspot sharing the data figures', () => {
    const entries = usageBalance(product(), now);
    expect(entries.map((e) => e.Type)).toEqual(['Data', 'Mins', 'TXTs', 'TetheringData']);
    const mins = entries.find((e) => e.Type === 'Mins');
    expect(mins).toMatchObject({ UsageRule: 'Unlimited', Total: 0, RemainingAmount: 0 });
    const texts = entries.find((e) => e.Type === 'TXTs');
    expect(texts?.Total).toBe(500);
    expect(texts?.RemainingAmount).toBeLessThan(500);
    const data = entries.find((e) => e.Type === 'Data');
    expect(entries.find((e) => e.Type === 'TetheringData')).toEqual({ ...data, Type: 'TetheringData' });
  });

  it('carries unused data over when the plan allows it, and none when it does not', () => {
    const rolling = usageBalance(product({ DataRolloverAllowed: true }), now).find((e) => e.Type === 'Data');
    expect(rolling?.CarryOverAmount).toBeGreaterThan(0);
    const plain = usageBalance(product(), now).find((e) => e.Type === 'Data');
    expect(plain?.CarryOverAmount).toBe(0);
  });

  it('lets rolled-over data expire 365 days after the period that left it', () => {
    // A service made 13 months ago has a year of rolled-over periods; one made 2 months ago only two.
    const old = usageBalance(
      product({ DataRolloverAllowed: true, CreatedAtNanos: nanos(now - CARRY_OVER_LIFETIME_MS - 200 * DAY) }),
      now,
    ).find((e) => e.Type === 'Data');
    const young = usageBalance(
      product({ DataRolloverAllowed: true, CreatedAtNanos: nanos(now - 70 * DAY) }),
      now,
    ).find((e) => e.Type === 'Data');
    const periods = (old?.CarryOverAmount ?? 0) / (young?.CarryOverAmount ?? 1);
    expect(periods).toBeGreaterThan(4);
    // Rolled-over amounts from more than 365 days ago are gone: at most 13 monthly periods' worth remain.
    expect(old?.CarryOverAmount).toBeLessThanOrEqual(13 * 40960);
    const olderStill = usageBalance(
      product({ DataRolloverAllowed: true, CreatedAtNanos: nanos(now - 3 * CARRY_OVER_LIFETIME_MS) }),
      now,
    ).find((e) => e.Type === 'Data');
    expect(olderStill?.CarryOverAmount).toBe(old?.CarryOverAmount);
  });

  it('adds a bought addon to the allowance and leaves out what has run out', () => {
    const boost = {
      ...plan(now - DAY, { 'ocs.RecurringDataAllowance': '5120' }, false),
      UUID: crypto.randomUUID(),
    };
    const withBoost = usageBalance(product({ Addons: [plan(now - 10 * DAY, planWith40gb), boost] }), now);
    expect(withBoost.find((e) => e.Type === 'Data')?.Total).toBe(46080);
    const expired = usageBalance(product({ Addons: [plan(now - 40 * DAY, planWith40gb)] }), now);
    expect(expired).toEqual([]);
  });
});
