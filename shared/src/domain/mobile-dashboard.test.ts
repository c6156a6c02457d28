import { describe, expect, it } from 'vitest';
import {
  addonPeriod,
  addonState,
  dashboardWidgets,
  planPeriod,
  remainingPercent,
  showsPrepayCredit,
  widgetBalance,
} from './mobile-dashboard';

import { formatNzDay } from './nz-time';
const NOW = Date.UTC(2026, 10, 23, 0, 0, 0);
const DAY = 86_400_000;
const nanos = (ms: number) => ms * 1_000_000;
const addon = (characteristics: Record<string, string>, expiresMs = NOW + DAY, failed?: number) => ({
  AutoRenew: true,
  Characteristics: characteristics,
  ExpiresAtNanos: nanos(expiresMs),
  ...(failed === undefined ? {} : { RenewalFailedAtNanos: nanos(failed) }),
});

describe('addon state', () => {
  it('runs until its period end, then is expired, or says the renewal failed', () => {
    expect(addonState(addon({}), NOW)).toBe('active');
    expect(addonState(addon({}, NOW - 1), NOW)).toBe('expired');
    expect(addonState(addon({}, NOW - 1, NOW - 1), NOW)).toBe('renewal-failed');
    // A failed renewal is expired even to a clock that has not reached the period end.
    expect(addonState(addon({}, NOW + DAY, NOW + DAY), NOW)).toBe('renewal-failed');
  });
});

describe('period end', () => {
  it('renews when renewable with auto-renew on, and otherwise ends', () => {
    expect(addonPeriod(addon({ AllowAutoRenew: 'true' }))).toEqual({ kind: 'renews', atMs: NOW + DAY });
    expect(addonPeriod({ ...addon({ AllowAutoRenew: 'true' }), AutoRenew: false }).kind).toBe('ends');
    expect(addonPeriod(addon({ AllowAutoRenew: 'false' })).kind).toBe('ends');
  });

  it('reads the period of a plan from its interval', () => {
    expect(planPeriod({ 'ocs.TimePeriodInterval': '30 days' })).toEqual({ text: '30 days' });
    expect(planPeriod({ 'ocs.TimePeriodInterval': '1 day' })).toEqual({ text: '1 day' });
    expect(planPeriod({ 'ocs.TimePeriodInterval': 'month' })).toEqual({ key: 'period.month', count: 1 });
    expect(planPeriod({})).toBeUndefined();
  });

  it('writes days as DD-MM-YYYY in New Zealand time', () => {
    // 23 November 00:00 UTC is 13:00 the same day in New Zealand (daylight time).
    expect(formatNzDay(NOW)).toBe('23-11-2026');
    expect(formatNzDay(Date.UTC(2026, 10, 23, 12, 0, 0))).toBe('24-11-2026');
  });
});

describe('widgets', () => {
  it('keeps the known widgets of the setting, in the shared allowance order', () => {
    expect(dashboardWidgets('Hotspot,MMS,Data,Voice,SMS')).toEqual([
      'Data',
      'Voice',
      'SMS',
      'MMS',
      'Hotspot',
    ]);
    expect(dashboardWidgets('Data, Weather ,SMS')).toEqual(['Data', 'SMS']);
  });

  it('adds up the allowances of running plans and addons, leaving out expired ones', () => {
    const plan = addon({ 'ocs.RecurringDataAllowance': '40960', 'ocs.Tethering': 'true' });
    const boost = addon({ 'ocs.RecurringDataAllowance': '5120' });
    const old = addon({ 'ocs.RecurringDataAllowance': '1024' }, NOW - 1);
    expect(widgetBalance('Data', [plan, boost, old], NOW)).toEqual({
      kind: 'amount',
      total: 46080,
      remaining: 46080,
    });
    // Hotspot shares the data of plans that allow tethering only.
    expect(widgetBalance('Hotspot', [plan, boost], NOW)).toEqual({
      kind: 'amount',
      total: 40960,
      remaining: 40960,
    });
    expect(widgetBalance('Hotspot', [boost], NOW)).toEqual({ kind: 'not-included' });
  });

  it('is unlimited when a running plan says so, and not included without an allowance', () => {
    const plan = addon({ 'ocs.VoiceUsageRule': 'Unlimited', 'ocs.RecurringSMSAllowance': '0.5' });
    expect(widgetBalance('Voice', [plan], NOW)).toEqual({ kind: 'unlimited' });
    expect(widgetBalance('SMS', [plan], NOW)).toEqual({ kind: 'not-included' });
    expect(widgetBalance('Voice', [{ ...plan, ExpiresAtNanos: nanos(NOW) }], NOW)).toEqual({
      kind: 'not-included',
    });
  });

  it('fills the progress bar by the share remaining', () => {
    expect(remainingPercent({ kind: 'unlimited' })).toBe(100);
    expect(remainingPercent({ kind: 'amount', total: 400, remaining: 100 })).toBe(25);
    expect(remainingPercent({ kind: 'not-included' })).toBe(0);
  });
});

describe('prepay credit', () => {
  it('hides zero credit only when the setting says so', () => {
    expect(showsPrepayCredit(0, true)).toBe(false);
    expect(showsPrepayCredit(0, false)).toBe(true);
    expect(showsPrepayCredit(2350, true)).toBe(true);
    expect(showsPrepayCredit(undefined, false)).toBe(false);
  });
});
