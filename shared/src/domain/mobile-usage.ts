import type { MobileProduct } from '../entities/mobile-product';
import { UsageTypeSchema } from '../entities/mobile-usage';
import { addonPeriodStartBefore } from './addon-period';
import { allowanceTotals, type AllowanceTotal } from './mobile-allowances';
import { seededRandom } from './seeded-random';

/*
 * A mobile service's usage, simulated: every hour of an active service draws its data sessions, calls and texts
 * from a generator seeded by the service and the hour, so the usage of any time range is the same whenever and
 * wherever it is read (the server, Node tests, the browser worker) and needs no stored records or timers.
 * Balances are what the running allowances leave after the current period's usage; unused plan data rolls over at
 * each period end and the rolled-over amounts expire 365 days later.
 */

/** The kinds of use a service draws, as the charge records name them. */
export const USAGE_KINDS = UsageTypeSchema.options;
export type UsageKind = (typeof USAGE_KINDS)[number];

export interface UsageEvent {
  atMs: number;
  kind: UsageKind;
  /** Megabytes for data kinds, minutes for calls, a count for texts. */
  amount: number;
  /** What it cost beyond the allowances: only data used overseas is charged. */
  cents: number;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Rolled-over data lasts up to 365 days. */
export const CARRY_OVER_LIFETIME_MS = 365 * DAY_MS;
/** Data used overseas, charged per megabyte. */
export const ROAMING_CENTS_PER_MB = 10;

/** FNV-1a: a service's id as the seed of its usage pattern. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** How much a service uses on an average day, per kind: decided once by its seed. */
export type UsagePattern = Record<UsageKind, number>;

export function usagePattern(seedKey: string): UsagePattern {
  const random = seededRandom(hashOf(seedKey));
  const between = (min: number, max: number) => min + random() * (max - min);
  return {
    data: between(400, 1000),
    tetheringData: between(40, 200),
    roamingData: between(0, 4),
    voice: between(8, 30),
    idd_voice: between(0.5, 3),
    sms: between(4, 16),
    idd_sms: between(0, 2),
    mms: between(0.1, 1),
  };
}

/** People sleep: from 1 to 7 in the morning (NZ standard time, near enough) a tenth of the usual use. */
const hourWeight = (hourIndex: number) => ((hourIndex + 12) % 24 < 7 && (hourIndex + 12) % 24 >= 1 ? 0.1 : 1);
const WEIGHT_PER_DAY = 6 * 0.1 + 18;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** The events of one hour (hours counted from the epoch), in time order. */
function eventsOfHour(seed: number, pattern: UsagePattern, hourIndex: number): UsageEvent[] {
  const random = seededRandom((seed ^ Math.imul(hourIndex, 0x9e3779b1)) >>> 0);
  const share = hourWeight(hourIndex) / WEIGHT_PER_DAY;
  const start = hourIndex * HOUR_MS;
  const events: UsageEvent[] = [];
  const at = () => start + Math.floor(random() * HOUR_MS);
  const add = (kind: UsageKind, amount: number, cents = 0) => {
    if (amount > 0) events.push({ atMs: at(), kind, amount, cents });
  };
  // A data session most hours; hotspot and overseas use now and then, in larger amounts.
  add('data', round2(pattern.data * share * (0.4 + 1.2 * random())));
  if (random() < 0.15)
    add('tetheringData', round2((pattern.tetheringData * share * (0.5 + random())) / 0.15));
  if (random() < 0.01) {
    const mb = round2((pattern.roamingData * share * (0.5 + random())) / 0.01);
    add('roamingData', mb, Math.ceil(mb * ROAMING_CENTS_PER_MB));
  }
  // Calls last 1 to 10 minutes; their number follows the daily minutes.
  for (const kind of ['voice', 'idd_voice'] as const) {
    if (random() < (pattern[kind] * share) / 5.5) add(kind, 1 + Math.floor(random() * 10));
  }
  for (const kind of ['sms', 'idd_sms', 'mms'] as const)
    add(kind, Math.floor(pattern[kind] * share + random()));
  return events.sort((a, b) => a.atMs - b.atMs);
}

/** Only an active, billed service uses anything, and only from when it was made. */
export type UsageSource = Pick<MobileProduct, 'UUID' | 'Status' | 'BillingReference' | 'CreatedAtNanos'>;
const accrues = (product: UsageSource) => product.Status === 4 && product.BillingReference !== '';

/** Every usage event of a service in [fromMs, toMs), oldest first. */
export function usageEvents(product: UsageSource, fromMs: number, toMs: number): UsageEvent[] {
  if (!accrues(product)) return [];
  const from = Math.max(fromMs, product.CreatedAtNanos / 1_000_000);
  if (toMs <= from) return [];
  const seed = hashOf(product.UUID);
  const pattern = usagePattern(product.UUID);
  const events: UsageEvent[] = [];
  for (let hour = Math.floor(from / HOUR_MS); hour * HOUR_MS < toMs; hour++) {
    for (const event of eventsOfHour(seed, pattern, hour))
      if (event.atMs >= from && event.atMs < toMs) events.push(event);
  }
  return events;
}

/** What the events add up to, per kind. */
export function usageTotals(events: readonly UsageEvent[]): Record<UsageKind, number> {
  const totals = Object.fromEntries(USAGE_KINDS.map((k) => [k, 0])) as Record<UsageKind, number>;
  for (const e of events) totals[e.kind] += e.amount;
  return totals;
}

/** Usage summed per bucket: the buckets are [start, end) ranges in time order. */
export function usageHistogram(
  product: UsageSource,
  buckets: readonly (readonly [number, number])[],
  amountOf: (event: UsageEvent) => number,
): number[] {
  const first = buckets[0];
  const last = buckets[buckets.length - 1];
  if (!first || !last) return [];
  const sums = buckets.map(() => 0);
  let index = 0;
  for (const event of usageEvents(product, first[0], last[1])) {
    while (index < buckets.length && event.atMs >= (buckets[index] as readonly [number, number])[1]) index++;
    const bucket = buckets[index];
    // Buckets may leave gaps (a bucket cut short at now): an event in a gap counts nowhere.
    if (bucket && event.atMs >= bucket[0]) sums[index] = (sums[index] ?? 0) + amountOf(event);
  }
  return sums.map(round2);
}

/** The balance types of the specification, with hotspot (tethered) data beside the others. */
export type BalanceType = AllowanceTotal['Type'] | 'TetheringData';

export interface UsageBalanceEntry {
  Type: BalanceType;
  /** Rolled-over data still unexpired (megabytes); 0 for other kinds. */
  CarryOverAmount: number;
  /** What is left of this period's allowance; 0 when unlimited or casual rate. */
  RemainingAmount: number;
  Total: number;
  UsageRule: AllowanceTotal['UsageRule'];
}

/** Which usage draws on each allowance: hotspot data comes out of the data allowance. */
const DRAWS_ON: Record<AllowanceTotal['kind'], readonly UsageKind[]> = {
  data: ['data', 'tetheringData'],
  voice: ['voice'],
  idd_voice: ['idd_voice'],
  sms: ['sms'],
  idd_sms: ['idd_sms'],
  mms: ['mms'],
};
const usedOf = (totals: Record<UsageKind, number>, kind: AllowanceTotal['kind']) =>
  DRAWS_ON[kind].reduce((sum, k) => sum + totals[k], 0);

interface Carried {
  amount: number;
  expiresMs: number;
}

/** Takes `overflow` out of the rolled-over amounts unexpired at `atMs`, oldest first; answers what is left over. */
function drawCarried(carried: Carried[], overflow: number, atMs: number): number {
  let left = overflow;
  for (const c of carried) {
    if (left <= 0) break;
    if (c.expiresMs <= atMs) continue;
    const taken = Math.min(c.amount, left);
    c.amount -= taken;
    left -= taken;
  }
  return left;
}

type BalanceProduct = UsageSource & Pick<MobileProduct, 'Addons' | 'DataRolloverAllowed'>;

/** The current period: from the running base plan's start (or the earliest running addon's). */
function periodStart(product: BalanceProduct, nowMs: number): number {
  const running = product.Addons.filter((a) => a.ExpiresAtNanos / 1e6 > nowMs);
  const base = running.find((a) => a.isBasePlan);
  const starts = (base ? [base] : running).map((a) => a.StartedAtNanos / 1e6);
  return starts.length ? Math.min(...starts) : nowMs;
}

/**
 * Data rolled over from the periods before `currentStartMs` and not yet expired, oldest first: each past period
 * leaves what its plan's data allowance did not use, and use beyond a period's allowance draws on older amounts.
 */
function carriedData(product: BalanceProduct, currentStartMs: number, nowMs: number): Carried[] {
  const base = product.Addons.find((a) => a.isBasePlan);
  const allowance = Number(base?.Characteristics['ocs.RecurringDataAllowance'] ?? 0);
  if (!base || !product.DataRolloverAllowed || !(allowance > 0)) return [];
  if (base.Characteristics['ocs.DataUsageRule'] === 'Unlimited') return [];
  const createdMs = product.CreatedAtNanos / 1e6;
  // Periods ending within the carry-over lifetime, oldest first.
  const periods: [number, number][] = [];
  for (let end = currentStartMs; end > Math.max(createdMs, nowMs - CARRY_OVER_LIFETIME_MS);) {
    const start = addonPeriodStartBefore(end, base.Characteristics);
    periods.unshift([start, end]);
    end = start;
  }
  const carried: Carried[] = [];
  for (const [start, end] of periods) {
    const used = usedOf(usageTotals(usageEvents(product, start, end)), 'data');
    if (used > allowance) drawCarried(carried, used - allowance, end);
    else carried.push({ amount: allowance - used, expiresMs: end + CARRY_OVER_LIFETIME_MS });
  }
  return carried.filter((c) => c.expiresMs > nowMs && c.amount > 0);
}

/**
 * The usage balance at `nowMs`: per allowance of the running plan and addons, its total, what this period's usage
 * leaves of it, and for data the unexpired rolled-over amount (drawn on once the period's allowance is used up).
 * Hotspot data shares the data allowance, so it repeats the data figures when the plan allows tethering.
 */
export function usageBalance(product: BalanceProduct, nowMs: number): UsageBalanceEntry[] {
  const startMs = periodStart(product, nowMs);
  const used = usageTotals(usageEvents(product, startMs, nowMs));
  const entries: UsageBalanceEntry[] = [];
  for (const total of allowanceTotals(product.Addons, nowMs)) {
    const entry: UsageBalanceEntry = {
      Type: total.Type,
      CarryOverAmount: 0,
      RemainingAmount: 0,
      Total: round2(total.Total),
      UsageRule: total.UsageRule,
    };
    if (total.UsageRule === 'Allowance') {
      const spent = usedOf(used, total.kind);
      entry.RemainingAmount = round2(Math.max(0, total.Total - spent));
      if (total.kind === 'data') {
        const carried = carriedData(product, startMs, nowMs);
        drawCarried(carried, Math.max(0, spent - total.Total), nowMs);
        entry.CarryOverAmount = round2(carried.reduce((sum, c) => sum + c.amount, 0));
      }
    }
    entries.push(entry);
  }
  const data = entries.find((e) => e.Type === 'Data');
  const tethering = product.Addons.some(
    (a) => a.ExpiresAtNanos / 1e6 > nowMs && a.Characteristics['ocs.Tethering'] === 'true',
  );
  if (data && tethering) entries.push({ ...data, Type: 'TetheringData' });
  return entries;
}
