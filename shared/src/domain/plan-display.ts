import type { CataloguePlan, Characteristics, FormattedPlan } from '../entities/mobile-catalogue';
import type { MobileDetails } from '../entities/mobile-product';
import { allowanceKinds } from './allowance-order';
import { centsToAmount } from './money';

/*
 * The plan display rules: what a plan card says about a catalogue plan or addon, from its characteristics.
 * Data allowances are in megabytes; voice in minutes; SMS and MMS in counts.
 */

export const BYTE_UNITS = { KB: 1024, MB: 1_048_576, GB: 1_073_741_824 } as const;
/** Megabytes in a gigabyte: data at or above it is shown in GB. */
export const MB_PER_GB = 1024;

export const UNLIMITED_TEXT = 'Unlimited';
export const CASUAL_RATE_TEXT = 'Casual rate';

/** Renewable when AllowAutoRenew is set and not the text false; otherwise the plan runs for a service period. */
export function isRenewable(characteristics: Characteristics): boolean {
  const value = characteristics.AllowAutoRenew;
  return value !== undefined && value.trim() !== '' && value.trim().toLowerCase() !== 'false';
}

export const periodKind = (characteristics: Characteristics): 'renewable' | 'service-period' =>
  isRenewable(characteristics) ? 'renewable' : 'service-period';

/** Cents as dollars with two decimals; nothing is 0.00. */
export function formatPrice(cents: number | null | undefined): string {
  return centsToAmount(cents ?? 0);
}

const twoDecimalsUnlessWhole = (value: number) =>
  Number.isInteger(value) ? String(value) : value.toFixed(2);

/** Megabytes as GB at or above the GB threshold (no decimals when whole, else two), MB below it. */
export function formatData(megabytes: number): string {
  if (megabytes >= MB_PER_GB) return `${twoDecimalsUnlessWhole(megabytes / MB_PER_GB)} GB`;
  return `${twoDecimalsUnlessWhole(megabytes)} MB`;
}

export type AllowanceKind = 'data' | 'voice' | 'sms' | 'mms' | 'idd_voice' | 'idd_sms';

const UNIT: Record<Exclude<AllowanceKind, 'data'>, string> = {
  voice: 'mins',
  idd_voice: 'mins',
  sms: 'SMS',
  idd_sms: 'SMS',
  mms: 'MMS',
};

/** What is left of an allowance: the allowance's units, down to nothing (never "casual rate"). */
export function formatLeft(kind: AllowanceKind, amount: number): string {
  const left = Math.max(0, amount);
  if (kind === 'data') return formatData(left);
  return `${twoDecimalsUnlessWhole(left)} ${UNIT[kind]}`;
}

/** An allowance line: Unlimited by its usage rule; casual rate by its rule or an allowance below 1. */
export function formatAllowance(kind: AllowanceKind, allowance: number, usageRule?: string): string {
  if (usageRule === 'Unlimited') return UNLIMITED_TEXT;
  if (usageRule === 'CasualRate' || !(allowance >= 1)) return CASUAL_RATE_TEXT;
  if (kind === 'data') return formatData(allowance);
  return `${twoDecimalsUnlessWhole(allowance)} ${UNIT[kind]}`;
}

/** Where a plan's characteristics keep each allowance: its amount and its usage rule. */
export const ALLOWANCE_KEYS: Record<AllowanceKind, { amount: string; rule: string }> = {
  data: { amount: 'ocs.RecurringDataAllowance', rule: 'ocs.DataUsageRule' },
  voice: { amount: 'ocs.RecurringVoiceAllowance', rule: 'ocs.VoiceUsageRule' },
  sms: { amount: 'ocs.RecurringSMSAllowance', rule: 'ocs.SMSUsageRule' },
  mms: { amount: 'ocs.RecurringMMSAllowance', rule: 'ocs.MMSUsageRule' },
  idd_voice: { amount: 'ocs.RecurringIDDVoiceAllowance', rule: 'ocs.IDDVoiceUsageRule' },
  idd_sms: { amount: 'ocs.RecurringIDDSMSAllowance', rule: 'ocs.IDDSMSUsageRule' },
};

/** The allowance line of one kind from a plan's characteristics; undefined when the plan says nothing of it. */
export function allowanceOf(characteristics: Characteristics, kind: AllowanceKind): string | undefined {
  const keys = ALLOWANCE_KEYS[kind];
  const amount = characteristics[keys.amount];
  const rule = characteristics[keys.rule];
  if (amount === undefined && rule === undefined) return undefined;
  return formatAllowance(kind, Number(amount ?? 0), rule);
}

const isUnlimitedSpeed = (value: string | undefined) => {
  const v = (value ?? '').trim().toLowerCase();
  return v === '' || v === '0' || v === 'unlimited';
};
const withBps = (value: string | undefined) =>
  isUnlimitedSpeed(value) ? UNLIMITED_TEXT : `${(value ?? '').trim()}bps`;

/** The speed line from ocs.SpeedLimitDL and ocs.SpeedLimitUL (values like "10M", shown with the suffix bps). */
export function speedLimitLine(download: string | undefined, upload: string | undefined): string {
  if (isUnlimitedSpeed(download) && isUnlimitedSpeed(upload)) return "In-bundle data at your plan's speed";
  if ((download ?? '').trim() === (upload ?? '').trim())
    return `Speeds capped at ${withBps(download)} down + up`;
  return `${withBps(download)} down / ${withBps(upload)} up`;
}

/** The line for data past the allowance (ocs.Throttle): 1.2M and 2M (or 2.0M) have one; others none. */
export function throttleLine(throttle: string | undefined): string | undefined {
  const v = (throttle ?? '').trim().toUpperCase();
  if (v === '1.2M') return 'Additional Endless Data capped at 1.2Mbps';
  if (v === '2M' || v === '2.0M') return 'Additional Endless Data capped at 2Mbps';
  return undefined;
}

/** A period in days reads "1 day" or "N days"; any other interval is a translation key with its count. */
export type PeriodLabel = { text: string } | { key: string; count: number };
export function periodLabel(count: number, interval: string): PeriodLabel {
  if (interval.toLowerCase().includes('day')) return { text: `${count} ${count === 1 ? 'day' : 'days'}` };
  return { key: `period.${interval.toLowerCase()}`, count };
}

/** Hotspot is shown as included only when the plan allows tethering and hotspot display is on. */
export function hotspotLine(characteristics: Characteristics, hotspotFlag: boolean): string | undefined {
  return hotspotFlag && characteristics['ocs.Tethering'] === 'true' ? 'Hotspot included' : undefined;
}

/** The data rollover line: only when carryover display is on, saying whether rollover is included. */
export function rolloverLine(allowed: boolean, carryoverFlag: boolean): string | undefined {
  if (!carryoverFlag) return undefined;
  return allowed ? 'Data rollover included' : 'Data rollover not included';
}

/** English ordinals: 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st ... */
export function ordinal(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** The labels of a special offer's periods: "1st", "2nd" ... one per discounted period. */
export const specialOfferLabels = (count: number): string[] =>
  Array.from({ length: Math.max(0, count) }, (_, i) => ordinal(i + 1));

export interface DisplayFlags {
  hotspot: boolean;
  carryover: boolean;
}

/** The allowances a plan card lists first, in the shared allowance order. */
const MAIN_KINDS = allowanceKinds(['data', 'voice', 'sms', 'mms'] as const);

/** The main allowances of a plan with their kind, so a card can name each one ("Data: Unlimited"). */
export function planAllowances(
  plan: CataloguePlan,
): { kind: 'data' | 'voice' | 'sms' | 'mms'; text: string }[] {
  return MAIN_KINDS.flatMap((kind) => {
    const text = allowanceOf(plan.Characteristics, kind);
    return text ? [{ kind, text }] : [];
  });
}

/** A catalogue entry in its display shape: every rule above applied. */
export function formatPlan(plan: CataloguePlan, flags: DisplayFlags): FormattedPlan {
  const ch = plan.Characteristics;
  const rollover = plan.DataRolloverAllowed || ch['ocs.DataRolloverAllowed'] === 'true';
  const details = MAIN_KINDS.map((kind) => allowanceOf(ch, kind)).filter((line): line is string => !!line);
  // Hotspot and the international allowances follow the main ones in the shared order, before the data rules.
  const extras: Record<'hotspot' | 'idd_voice' | 'idd_sms', string | undefined> = {
    hotspot: hotspotLine(ch, flags.hotspot),
    idd_voice: allowanceOf(ch, 'idd_voice'),
    idd_sms: allowanceOf(ch, 'idd_sms'),
  };
  const more = [
    ...allowanceKinds(['hotspot', 'idd_voice', 'idd_sms'] as const).map((kind) => extras[kind]),
    speedLimitLine(ch['ocs.SpeedLimitDL'], ch['ocs.SpeedLimitUL']),
    throttleLine(ch['ocs.Throttle']),
    rolloverLine(rollover, flags.carryover),
  ].filter((line): line is string => !!line);
  return {
    details,
    name: plan.Availabilities[0]?.RetailName ?? plan.Name,
    cost: formatPrice(plan.cost),
    origianl_price: formatPrice(plan.origianl_price),
    discount: formatPrice(plan.discount),
    offer_credit: formatPrice(plan.offer_credit),
    offerPeriodCount: Number(ch['ocs.OfferPeriodCount'] ?? 0) || 0,
    offerPeriodInterval: ch['ocs.OfferPeriodInterval'] ?? '',
    hasSubscribeSign: isRenewable(ch),
    more_details: more,
    DataRolloverAllowed: rollover,
  };
}

export const NOT_INCLUDED_TEXT = 'Not included';

/** What a product's plan includes, line by line (a kind the plan says nothing of is not included). */
export function productDetails(characteristics: Characteristics): MobileDetails {
  const line = (kind: AllowanceKind) => allowanceOf(characteristics, kind) ?? NOT_INCLUDED_TEXT;
  return {
    data: line('data'),
    hotspot: characteristics['ocs.Tethering'] === 'true' ? 'Included' : NOT_INCLUDED_TEXT,
    MMS: line('mms'),
    SMS: line('sms'),
    voice: line('voice'),
    internationalSMS: line('idd_sms'),
    internationalVoice: line('idd_voice'),
  };
}
