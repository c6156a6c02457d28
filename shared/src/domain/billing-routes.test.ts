import { describe, expect, it } from 'vitest';
import {
  approvalExpiresAtNanos,
  approvalRequestProblems,
  approvalShownStatus,
  canRemoveRoute,
  createChoice,
  isApprovalExpired,
  isRoutePayable,
  parseCycleCount,
  remainingSpendLimit,
  spendAfterPayment,
  spendCycleAt,
  spendLimitFromTotal,
  visibleApprovals,
} from './billing-routes';

const NOW = Date.UTC(2026, 10, 23, 12);

describe('billing routes', () => {
  it('shows REQUEST as pending, APPROVED as accepted, REJECTED as declined', () => {
    const open = { ExpiresAtNanos: approvalExpiresAtNanos(NOW) };
    expect(approvalShownStatus({ ...open, Status: 'REQUEST' }, NOW)).toBe('pending');
    expect(approvalShownStatus({ ...open, Status: 'APPROVED' }, NOW)).toBe('accepted');
    expect(approvalShownStatus({ ...open, Status: 'REJECTED' }, NOW)).toBe('declined');
  });

  it('shows an accepted one whose route was removed since as removed, and one whose route is there as accepted', () => {
    const accepted = {
      ExpiresAtNanos: approvalExpiresAtNanos(NOW),
      Status: 'APPROVED' as const,
      RouteUUID: 'route-1',
    };
    expect(approvalShownStatus(accepted, NOW, new Set(['route-1']))).toBe('accepted');
    expect(approvalShownStatus(accepted, NOW, new Set(['route-2']))).toBe('removed');
    expect(approvalShownStatus({ ...accepted, Status: 'REJECTED' }, NOW, new Set())).toBe('declined');
  });
  it('an invite or request expires after 1 hour', () => {
    const approval = { ExpiresAtNanos: approvalExpiresAtNanos(NOW) };
    expect(isApprovalExpired(approval, NOW + 59 * 60_000)).toBe(false);
    expect(isApprovalExpired(approval, NOW + 60 * 60_000)).toBe(true);
    expect(approvalShownStatus({ ...approval, Status: 'REQUEST' }, NOW + 61 * 60_000)).toBe('expired');
  });
  it('shows the create button when allowed, the radio only when both are', () => {
    expect(createChoice({ CanInvite: true, CanRequest: true })).toEqual({
      showButton: true,
      showRadio: true,
      types: ['invite', 'request'],
    });
    expect(createChoice({ CanInvite: false, CanRequest: true })).toMatchObject({
      showButton: true,
      showRadio: false,
    });
    expect(createChoice({ CanInvite: false, CanRequest: false }).showButton).toBe(false);
  });
  it('limits approvals to requests when only inviting is allowed, and shows none with parent routes', () => {
    const list = [{ Type: 'invite' as const }, { Type: 'request' as const }];
    expect(visibleApprovals(list, { CanInvite: true, CanRequest: false, hasParentRoutes: false })).toEqual([
      { Type: 'request' },
    ]);
    expect(
      visibleApprovals(list, { CanInvite: true, CanRequest: true, hasParentRoutes: false }),
    ).toHaveLength(2);
    expect(visibleApprovals(list, { CanInvite: true, CanRequest: true, hasParentRoutes: true })).toEqual([]);
  });
  it('a parent route pays only with the flag on and spend limit left', () => {
    expect(isRoutePayable({ RoutingType: 'parent', RemainingSpendLimit: 1 }, true)).toBe(true);
    expect(isRoutePayable({ RoutingType: 'parent', RemainingSpendLimit: 1 }, false)).toBe(false);
    expect(isRoutePayable({ RoutingType: 'parent', RemainingSpendLimit: 0 }, true)).toBe(false);
    expect(isRoutePayable({ RoutingType: 'child', RemainingSpendLimit: 100 }, true)).toBe(false);
  });
  it('multiplies the entered total by 100 into SpendLimit; the cycle count is an integer', () => {
    expect(spendLimitFromTotal('25')).toBe(2500);
    expect(spendLimitFromTotal('19.99')).toBe(1999);
    expect(spendLimitFromTotal('1.005')).toBeUndefined();
    expect(spendLimitFromTotal('abc')).toBeUndefined();
    expect(parseCycleCount('3')).toBe(3);
    expect(parseCycleCount('2.5')).toBeUndefined();
  });
  it('an invite or request needs a phone number or mobile product, and a description', () => {
    expect(approvalRequestProblems({ RequestedTo: '', Description: '' })).toEqual({
      RequestedTo: 'Please enter a phone number or mobile product',
      Description: 'Please enter a description',
    });
    expect(approvalRequestProblems({ RequestedTo: '12', Description: 'x' }).RequestedTo).toBe(
      'Phone number format is invalid',
    );
    expect(approvalRequestProblems({ RequestedTo: '021 123 4504', Description: 'Phone' })).toEqual({});
  });
  it('a route is removed only while another valid payment method exists', () => {
    const parent = { UUID: 'p', RoutingType: 'parent' as const, RemainingSpendLimit: 500 };
    const other = { UUID: 'q', RoutingType: 'parent' as const, RemainingSpendLimit: 500 };
    const base = { usableCards: 0, routes: [parent], billingRoutingFlag: true };
    expect(canRemoveRoute(parent, base)).toBe(false);
    expect(canRemoveRoute(parent, { ...base, usableCards: 1 })).toBe(true);
    expect(canRemoveRoute(parent, { ...base, routes: [parent, other] })).toBe(true);
    expect(canRemoveRoute(parent, { ...base, routes: [parent, other], billingRoutingFlag: false })).toBe(
      false,
    );
    expect(canRemoveRoute({ UUID: 'c', RoutingType: 'child' }, base)).toBe(true);
  });
});

describe('spend cycles of a billing route', () => {
  // 10:00 on 31 January 2026, New Zealand time (daylight saving: UTC+13).
  const created = Date.UTC(2026, 0, 30, 21);
  const nz = (y: number, m: number, d: number, h = 10) => Date.UTC(y, m - 1, d, h - 13);
  const day = 86_400_000;

  it('counts weeks of 7 days from the creation of the route', () => {
    expect(spendCycleAt('WEEKLY', created, created)).toBe(0);
    expect(spendCycleAt('WEEKLY', created, created + 7 * day - 1)).toBe(0);
    expect(spendCycleAt('WEEKLY', created, created + 7 * day)).toBe(1);
    expect(spendCycleAt('WEEKLY', created, created - day)).toBe(0);
  });
  it('counts months and years on the NZ calendar; a month without the day ends on the next first', () => {
    expect(spendCycleAt('MONTHLY', created, nz(2026, 2, 28, 23))).toBe(0);
    expect(spendCycleAt('MONTHLY', created, nz(2026, 3, 1))).toBe(1);
    expect(spendCycleAt('MONTHLY', created, nz(2026, 3, 31, 9))).toBe(1);
    expect(spendCycleAt('MONTHLY', created, nz(2026, 3, 31, 10))).toBe(2);
    expect(spendCycleAt('YEARLY', created, nz(2027, 1, 31, 9))).toBe(0);
    expect(spendCycleAt('YEARLY', created, nz(2027, 1, 31, 10))).toBe(1);
  });
  it('gives the whole limit again in a new cycle, and nothing once the cycles are over', () => {
    const route = {
      SpendLimit: 5000,
      SpendCycle: 'MONTHLY' as const,
      SpendCycleCount: 2,
      SpentCents: 0,
      SpentCycle: 0,
      CreatedAtNanos: created * 1_000_000,
    };
    const paid = { ...route, ...spendAfterPayment(route, 1200, created + day) };
    expect(paid).toMatchObject({ SpentCents: 1200, SpentCycle: 0 });
    expect(remainingSpendLimit(paid, created + 2 * day)).toBe(3800);
    const again = { ...paid, ...spendAfterPayment(paid, 300, created + 2 * day) };
    expect(remainingSpendLimit(again, created + 2 * day)).toBe(3500);
    const nextMonth = nz(2026, 3, 2);
    expect(remainingSpendLimit(again, nextMonth)).toBe(5000);
    expect(spendAfterPayment(again, 700, nextMonth)).toEqual({ SpentCents: 700, SpentCycle: 1 });
    expect(remainingSpendLimit(again, nz(2026, 4, 1))).toBe(0);
    expect(remainingSpendLimit({ ...again, SpendCycleCount: 0 }, nz(2030, 4, 1))).toBe(5000);
  });
});
