import { describe, expect, it } from 'vitest';
import type { MobileAddon } from '../entities/mobile-product';
import {
  changedPlanThisMonth,
  insufficientFundsText,
  planChangeProblem,
  prepayBalanceProblem,
} from './mobile-purchase-rules';

const plan = (AvailabilityUUID: string): MobileAddon => ({
  UUID: 'addon',
  Name: 'Plan',
  ProductCatalogEntryUUID: 'entry',
  AvailabilityUUID,
  isBasePlan: true,
  AutoRenew: true,
  Cents: 3000,
  Characteristics: {},
  StartedAtNanos: 0,
  ExpiresAtNanos: 0,
});
const NOW = Date.UTC(2026, 10, 15);
const DAY = 86_400_000;

describe('paying an addon from prepay credit', () => {
  it('passes when the credit covers the price', () => {
    expect(prepayBalanceProblem(2350, 2350)).toBeUndefined();
  });
  it('says "Not enough balance" without credit, and what to top up with too little', () => {
    expect(prepayBalanceProblem(0, 600)).toEqual({ code: 'mobile_not_enough_balance' });
    expect(prepayBalanceProblem(2350, 2900)).toEqual({ code: 'insufficient_funds', shortfallCents: 550 });
    expect(insufficientFundsText(550)).toBe(
      'Not enough money to cover the transaction. Please Top-up $5.50 more to buy an addon',
    );
  });
});

describe('changing plan', () => {
  const product = { Status: 4, Addons: [plan('a')] };
  it('is refused for a service that is not active', () => {
    expect(planChangeProblem({ ...product, Status: 5 }, 'b', NOW)).toBe('plan_change_suspended');
  });
  it('is refused for the plan the service has, or has scheduled', () => {
    expect(planChangeProblem(product, 'a', NOW)).toBe('already_have_plan');
    const scheduled = {
      ...product,
      ScheduledPlan: {
        AvailabilityUUID: 'b',
        ProductCatalogEntryUUID: 'e',
        Name: 'B',
        AutoRenew: true,
        FromNanos: 0,
      },
    };
    expect(planChangeProblem(scheduled, 'b', NOW)).toBe('already_have_plan');
  });
  it('is allowed once a calendar month', () => {
    expect(planChangeProblem(product, 'b', NOW)).toBeUndefined();
    expect(planChangeProblem({ ...product, LastPlanChangeAtNanos: (NOW - 5 * DAY) * 1e6 }, 'b', NOW)).toBe(
      'plan_change_once_a_month',
    );
    expect(changedPlanThisMonth(NOW - 20 * DAY, NOW)).toBe(false);
    expect(changedPlanThisMonth(undefined, NOW)).toBe(false);
  });
});
