import { describe, expect, it } from 'vitest';
import { allowanceTotals } from './mobile-allowances';

const NOW = Date.UTC(2026, 10, 23, 12);
const DAY_NANOS = 86_400_000 * 1_000_000;
const running = (Characteristics: Record<string, string>) => ({
  Characteristics,
  ExpiresAtNanos: NOW * 1_000_000 + DAY_NANOS,
});
const ended = (Characteristics: Record<string, string>) => ({
  Characteristics,
  ExpiresAtNanos: NOW * 1_000_000 - DAY_NANOS,
});

describe('allowance totals of a service', () => {
  it("adds a bought addon's data to the plan's", () => {
    const plan = running({ 'ocs.RecurringDataAllowance': '12288', 'ocs.VoiceUsageRule': 'Unlimited' });
    const boost = running({ 'ocs.RecurringDataAllowance': '5120' });
    expect(allowanceTotals([plan, boost], NOW)).toEqual([
      { kind: 'data', Type: 'Data', Total: 17408, UsageRule: 'Allowance', text: '17 GB' },
      { kind: 'voice', Type: 'Mins', Total: 0, UsageRule: 'Unlimited', text: 'Unlimited' },
    ]);
  });

  it('leaves out addons whose period has ended', () => {
    const plan = running({ 'ocs.RecurringDataAllowance': '3072' });
    const old = ended({ 'ocs.RecurringDataAllowance': '1024' });
    expect(allowanceTotals([plan, old], NOW).map((t) => t.text)).toEqual(['3 GB']);
  });

  it('is unlimited when one of them is, and casual rate when none adds an amount', () => {
    const plan = running({ 'ocs.DataUsageRule': 'CasualRate', 'ocs.RecurringIDDVoiceAllowance': '50' });
    const unlimited = running({ 'ocs.DataUsageRule': 'Unlimited' });
    const minutes = running({ 'ocs.RecurringIDDVoiceAllowance': '100' });
    expect(allowanceTotals([plan], NOW).map((t) => [t.Type, t.text])).toEqual([
      ['Data', 'Casual rate'],
      ['IDDMins', '50 mins'],
    ]);
    expect(allowanceTotals([plan, unlimited, minutes], NOW).map((t) => [t.Type, t.text])).toEqual([
      ['Data', 'Unlimited'],
      ['IDDMins', '150 mins'],
    ]);
  });
});
