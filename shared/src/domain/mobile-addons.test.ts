import { describe, expect, it } from 'vitest';
import type { MobileAddon } from '../entities/mobile-product';
import { accountAddons, addonKind } from './mobile-addons';

const addon = (UUID: string, isBasePlan: boolean, Characteristics: Record<string, string>): MobileAddon => ({
  UUID,
  Name: `Addon ${UUID}`,
  ProductCatalogEntryUUID: UUID,
  AvailabilityUUID: UUID,
  isBasePlan,
  AutoRenew: true,
  Cents: 1000,
  Characteristics,
  StartedAtNanos: 0,
  ExpiresAtNanos: 1,
});

describe('mobile addons', () => {
  it('names the base plan a plan, and other addons by what they give', () => {
    expect(addonKind(addon('a', true, { 'ocs.RecurringIDDVoiceAllowance': '50' }))).toBe('plan');
    expect(addonKind(addon('a', false, { 'ocs.RecurringDataAllowance': '5120' }))).toBe('data');
    expect(addonKind(addon('a', false, { 'ocs.RecurringIDDVoiceAllowance': '50' }))).toBe('calling');
    expect(
      addonKind(
        addon('a', false, { 'ocs.RecurringDataAllowance': '1024', 'ocs.IDDSMSUsageRule': 'CasualRate' }),
      ),
    ).toBe('roaming');
  });

  it('lists the addons of every product of the account, each product’s plan first', () => {
    const list = accountAddons('cust', [
      { Addons: [addon('d', false, {}), addon('p', true, {})] },
      { Addons: [] },
      { Addons: [addon('q', true, {})] },
    ]);
    expect(list.map((a) => [a.UUID, a.Kind, a.CustomerUUID])).toEqual([
      ['p', 'plan', 'cust'],
      ['d', 'data', 'cust'],
      ['q', 'plan', 'cust'],
    ]);
    expect(accountAddons('cust', [])).toEqual([]);
  });
});
