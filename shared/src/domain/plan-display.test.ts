import { describe, expect, it } from 'vitest';
import type { CataloguePlan } from '../entities/mobile-catalogue';
import {
  allowanceOf,
  formatAllowance,
  formatLeft,
  formatData,
  formatPlan,
  planAllowances,
  formatPrice,
  hotspotLine,
  isRenewable,
  ordinal,
  periodKind,
  periodLabel,
  productDetails,
  rolloverLine,
  specialOfferLabels,
  speedLimitLine,
  throttleLine,
} from './plan-display';

describe('renewable or service period', () => {
  it('is renewable when AllowAutoRenew is set and not the text false', () => {
    expect(isRenewable({ AllowAutoRenew: 'true' })).toBe(true);
    expect(isRenewable({ AllowAutoRenew: 'yes' })).toBe(true);
    expect(isRenewable({ AllowAutoRenew: 'false' })).toBe(false);
    expect(isRenewable({ AllowAutoRenew: 'FALSE' })).toBe(false);
    expect(isRenewable({ AllowAutoRenew: '' })).toBe(false);
    expect(isRenewable({})).toBe(false);
    expect(periodKind({ AllowAutoRenew: 'true' })).toBe('renewable');
    expect(periodKind({})).toBe('service-period');
  });
});

describe('prices', () => {
  it('shows cents as dollars with two decimals, 0.00 for nothing', () => {
    expect(formatPrice(4000)).toBe('40.00');
    expect(formatPrice(1999)).toBe('19.99');
    expect(formatPrice(5)).toBe('0.05');
    expect(formatPrice(undefined)).toBe('0.00');
    expect(formatPrice(null)).toBe('0.00');
  });
});

describe('allowances', () => {
  it('shows data in GB from 1024 MB, whole without decimals, otherwise two decimals', () => {
    expect(formatData(1024)).toBe('1 GB');
    expect(formatData(40960)).toBe('40 GB');
    expect(formatData(1536)).toBe('1.50 GB');
    expect(formatData(1023)).toBe('1023 MB');
    expect(formatData(500.5)).toBe('500.50 MB');
  });

  it('shows Unlimited for the Unlimited rule and casual rate for CasualRate or less than 1', () => {
    expect(formatAllowance('data', 0, 'Unlimited')).toBe('Unlimited');
    expect(formatAllowance('voice', 0, 'CasualRate')).toBe('Casual rate');
    expect(formatAllowance('voice', 100, 'CasualRate')).toBe('Casual rate');
    expect(formatAllowance('sms', 0.5)).toBe('Casual rate');
    expect(formatAllowance('voice', 300)).toBe('300 mins');
    expect(formatAllowance('sms', 100)).toBe('100 SMS');
    expect(formatAllowance('mms', 50)).toBe('50 MMS');
  });

  it('reads the allowance and its rule from the characteristics', () => {
    const ch = { 'ocs.RecurringDataAllowance': '12288', 'ocs.VoiceUsageRule': 'Unlimited' };
    expect(allowanceOf(ch, 'data')).toBe('12 GB');
    expect(allowanceOf(ch, 'voice')).toBe('Unlimited');
    expect(allowanceOf(ch, 'sms')).toBeUndefined();
  });
});

describe('speed and throttle lines', () => {
  it('says the plan speed when both limits are unlimited', () => {
    expect(speedLimitLine(undefined, undefined)).toBe("In-bundle data at your plan's speed");
    expect(speedLimitLine('Unlimited', '0')).toBe("In-bundle data at your plan's speed");
  });
  it('caps both ways with one figure when they are equal, and each way otherwise', () => {
    expect(speedLimitLine('10M', '10M')).toBe('Speeds capped at 10Mbps down + up');
    expect(speedLimitLine('50M', '10M')).toBe('50Mbps down / 10Mbps up');
    expect(speedLimitLine('50M', '')).toBe('50Mbps down / Unlimited up');
  });
  it('gives the Endless Data lines for 1.2M and 2M only', () => {
    expect(throttleLine('1.2M')).toBe('Additional Endless Data capped at 1.2Mbps');
    expect(throttleLine('2M')).toBe('Additional Endless Data capped at 2Mbps');
    expect(throttleLine('2.0M')).toBe('Additional Endless Data capped at 2Mbps');
    expect(throttleLine('5M')).toBeUndefined();
    expect(throttleLine(undefined)).toBeUndefined();
  });
});

describe('periods, hotspot, rollover, offers', () => {
  it('says day or days for day intervals and leaves others to translation', () => {
    expect(periodLabel(1, 'day')).toEqual({ text: '1 day' });
    expect(periodLabel(28, 'days')).toEqual({ text: '28 days' });
    expect(periodLabel(1, 'Month')).toEqual({ key: 'period.month', count: 1 });
  });
  it('shows hotspot only with tethering and the hotspot flag', () => {
    expect(hotspotLine({ 'ocs.Tethering': 'true' }, true)).toBe('Hotspot included');
    expect(hotspotLine({ 'ocs.Tethering': 'true' }, false)).toBeUndefined();
    expect(hotspotLine({ 'ocs.Tethering': 'false' }, true)).toBeUndefined();
  });
  it('shows rollover only with the carryover flag', () => {
    expect(rolloverLine(true, true)).toBe('Data rollover included');
    expect(rolloverLine(false, true)).toBe('Data rollover not included');
    expect(rolloverLine(true, false)).toBeUndefined();
  });
  it('labels special-offer periods with ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
    ]);
    expect(specialOfferLabels(2)).toEqual(['1st', '2nd']);
    expect(specialOfferLabels(0)).toEqual([]);
  });
});

describe('a plan in its display shape', () => {
  const plan: CataloguePlan = {
    UUID: '00000000-0000-4000-8000-000000000001',
    Name: 'Postpay 40GB',
    cost: 4000,
    is_payg: false,
    is_fully_paid: false,
    isBasePlan: true,
    BillingReference: 'postpay',
    Characteristics: {
      AllowAutoRenew: 'true',
      'ocs.RecurringDataAllowance': '40960',
      'ocs.VoiceUsageRule': 'Unlimited',
      'ocs.SMSUsageRule': 'Unlimited',
      'ocs.RecurringMMSAllowance': '0',
      'ocs.SpeedLimitDL': '',
      'ocs.SpeedLimitUL': '',
      'ocs.Throttle': '1.2M',
      'ocs.Tethering': 'true',
      'ocs.OfferPeriodCount': '2',
      'ocs.OfferPeriodInterval': 'month',
    },
    RecurringRetailPrice: 4000,
    Cents: 4000,
    DataRolloverAllowed: true,
    Availabilities: [
      {
        UUID: '00000000-0000-4000-8000-000000000002',
        ProductCatalogEntryUUID: '00000000-0000-4000-8000-000000000001',
        RetailName: 'Postpay Plus 40GB',
        RetailCents: 4000,
      },
    ],
    origianl_price: 5000,
    discount: 1000,
    offer_credit: 0,
  };

  it('applies every rule, with the flags deciding hotspot and rollover', () => {
    const on = formatPlan(plan, { hotspot: true, carryover: true });
    expect(on).toMatchObject({
      name: 'Postpay Plus 40GB',
      cost: '40.00',
      origianl_price: '50.00',
      discount: '10.00',
      offer_credit: '0.00',
      offerPeriodCount: 2,
      offerPeriodInterval: 'month',
      hasSubscribeSign: true,
      DataRolloverAllowed: true,
    });
    expect(on.details).toEqual(['40 GB', 'Unlimited', 'Unlimited', 'Casual rate']);
    // Hotspot is an allowance: it follows the main ones, in the shared order, before the data rules.
    expect(on.more_details).toEqual([
      'Hotspot included',
      "In-bundle data at your plan's speed",
      'Additional Endless Data capped at 1.2Mbps',
      'Data rollover included',
    ]);
    const off = formatPlan(plan, { hotspot: false, carryover: false });
    expect(off.more_details).not.toContain('Hotspot included');
    expect(off.more_details).not.toContain('Data rollover included');
  });

  it('names the kind of each main allowance, so no line is a bare "Unlimited"', () => {
    expect(planAllowances(plan)).toEqual([
      { kind: 'data', text: '40 GB' },
      { kind: 'voice', text: 'Unlimited' },
      { kind: 'sms', text: 'Unlimited' },
      { kind: 'mms', text: 'Casual rate' },
    ]);
  });
});

describe("a product's details", () => {
  it('gives each kind its line, and not included for what the plan leaves out', () => {
    expect(
      productDetails({
        'ocs.RecurringDataAllowance': '3072',
        'ocs.RecurringVoiceAllowance': '200',
        'ocs.SMSUsageRule': 'Unlimited',
        'ocs.Tethering': 'true',
        'ocs.IDDSMSUsageRule': 'CasualRate',
      }),
    ).toEqual({
      data: '3 GB',
      hotspot: 'Included',
      MMS: 'Not included',
      SMS: 'Unlimited',
      voice: '200 mins',
      internationalSMS: 'Casual rate',
      internationalVoice: 'Not included',
    });
  });
});

describe('what is left of an allowance', () => {
  it('keeps the units down to nothing', () => {
    expect(formatLeft('data', 0.4)).toBe('0.40 MB');
    expect(formatLeft('data', 2048)).toBe('2 GB');
    expect(formatLeft('voice', 0)).toBe('0 mins');
    expect(formatLeft('sms', -3)).toBe('0 SMS');
  });
});
