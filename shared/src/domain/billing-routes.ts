import { INVITE_LIFETIME_MS } from '../config';
import type {
  ApprovalStatus,
  BillingApproval,
  BillingRoute,
  RouteRequestType,
  SpendCycle,
  StoredBillingRoute,
} from '../entities/billing-route';
import { normaliseNzMobile } from './nz-mobile';
import { nzParts, type NzParts } from './nz-time';

/* The rules of billing routes. */

/** REQUEST is shown as pending, APPROVED as accepted, REJECTED as declined. */
export const APPROVAL_STATUS_SHOWN: Record<ApprovalStatus, 'pending' | 'accepted' | 'declined'> = {
  REQUEST: 'pending',
  APPROVED: 'accepted',
  REJECTED: 'declined',
};

/** What a pending invite or request shows once its hour is over (the specification has no state for it). */
/**
 * An accepted invite or request whose route has since been removed says so (`liveRouteUUIDs`: the routes the
 * customer has now; without it, the route is taken to be there).
 */
export function approvalShownStatus(
  approval: Pick<BillingApproval, 'Status' | 'ExpiresAtNanos' | 'RouteUUID'>,
  nowMs: number,
  liveRouteUUIDs?: ReadonlySet<string>,
): 'pending' | 'accepted' | 'declined' | 'expired' | 'removed' {
  if (approval.Status === 'REQUEST' && isApprovalExpired(approval, nowMs)) return 'expired';
  if (approval.Status === 'APPROVED' && liveRouteUUIDs && !liveRouteUUIDs.has(approval.RouteUUID ?? ''))
    return 'removed';
  return APPROVAL_STATUS_SHOWN[approval.Status];
}

/** An invite or request expires one hour after it is made. */
export function approvalExpiresAtNanos(createdMs: number): number {
  return (createdMs + INVITE_LIFETIME_MS) * 1_000_000;
}

export function isApprovalExpired(approval: Pick<BillingApproval, 'ExpiresAtNanos'>, nowMs: number): boolean {
  return approval.ExpiresAtNanos <= nowMs * 1_000_000;
}

/**
 * The create control: the button shows when inviting or requesting is allowed; the radio choice between
 * them only when both are.
 */
export function createChoice(page: { CanInvite: boolean; CanRequest: boolean }): {
  showButton: boolean;
  showRadio: boolean;
  types: RouteRequestType[];
} {
  const types: RouteRequestType[] = [
    ...(page.CanInvite ? (['invite'] as const) : []),
    ...(page.CanRequest ? (['request'] as const) : []),
  ];
  return { showButton: types.length > 0, showRadio: types.length === 2, types };
}

/**
 * The approvals a customer is shown: none when the customer has parent routes; only requests when the
 * customer may invite but not request.
 */
export function visibleApprovals<T extends Pick<BillingApproval, 'Type'>>(
  approvals: readonly T[],
  page: { CanInvite: boolean; CanRequest: boolean; hasParentRoutes: boolean },
): T[] {
  if (page.hasParentRoutes) return [];
  if (page.CanInvite && !page.CanRequest) return approvals.filter((a) => a.Type === 'request');
  return [...approvals];
}

/** A parent route can pay only with the billing-routing flag on and spend limit left. */
export function isRoutePayable(
  route: Pick<BillingRoute, 'RoutingType' | 'RemainingSpendLimit'>,
  billingRoutingFlag: boolean,
): boolean {
  return route.RoutingType === 'parent' && billingRoutingFlag && route.RemainingSpendLimit > 0;
}

const WEEK_MS = 7 * 86_400_000;
const secondOfMonth = (p: NzParts) => ((p.day * 24 + p.hour) * 60 + p.minute) * 60 + p.second;

/**
 * The spend cycle (0 is the first) that `atMs` falls in. Cycles run from the route's creation: weeks of 7 days,
 * months and years on the New Zealand calendar (a month that has no such day ends on the next month's first).
 */
export function spendCycleAt(cycle: SpendCycle, createdMs: number, atMs: number): number {
  if (atMs <= createdMs) return 0;
  if (cycle === 'WEEKLY') return Math.floor((atMs - createdMs) / WEEK_MS);
  const from = nzParts(createdMs);
  const to = nzParts(atMs);
  const months =
    (to.year - from.year) * 12 + (to.month - from.month) - (secondOfMonth(to) < secondOfMonth(from) ? 1 : 0);
  return cycle === 'MONTHLY' ? months : Math.floor(months / 12);
}

type SpendState = Pick<
  StoredBillingRoute,
  'SpendLimit' | 'SpendCycle' | 'SpendCycleCount' | 'SpentCents' | 'SpentCycle' | 'CreatedAtNanos'
>;

const currentCycle = (route: SpendState, atMs: number) =>
  spendCycleAt(route.SpendCycle, route.CreatedAtNanos / 1_000_000, atMs);

/** What the route has paid in the cycle `atMs` falls in. */
export function spentThisCycle(route: SpendState, atMs: number): number {
  return currentCycle(route, atMs) === route.SpentCycle ? route.SpentCents : 0;
}

/**
 * RemainingSpendLimit: the limit of a cycle less what this cycle paid; nothing once the route's
 * SpendCycleCount cycles are over (0 cycles: no end).
 */
export function remainingSpendLimit(route: SpendState, atMs: number): number {
  if (route.SpendCycleCount > 0 && currentCycle(route, atMs) >= route.SpendCycleCount) return 0;
  return Math.max(0, route.SpendLimit - spentThisCycle(route, atMs));
}

/** The spend after a payment of `amountCents` at `atMs` (a new cycle starts from nothing). */
export function spendAfterPayment(
  route: SpendState,
  amountCents: number,
  atMs: number,
): Pick<StoredBillingRoute, 'SpentCents' | 'SpentCycle'> {
  return { SpentCents: spentThisCycle(route, atMs) + amountCents, SpentCycle: currentCycle(route, atMs) };
}

/** The entered total (dollars) times 100 into SpendLimit; undefined when it is not an amount. */
export function spendLimitFromTotal(total: string): number | undefined {
  const text = total.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return undefined;
  return Math.round(Number(text) * 100);
}

/** The cycle count is a whole number; undefined otherwise. */
export function parseCycleCount(input: string): number | undefined {
  const text = input.trim();
  return /^\d+$/.test(text) ? Number(text) : undefined;
}

/** An invite or request needs a phone number or mobile product, and a description. */
export function approvalRequestProblems(input: {
  RequestedTo: string;
  Description: string;
}): Partial<Record<'RequestedTo' | 'Description', string>> {
  const problems: Partial<Record<'RequestedTo' | 'Description', string>> = {};
  const to = input.RequestedTo.trim();
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  if (!to) problems.RequestedTo = 'Please enter a phone number or mobile product';
  else if (!normaliseNzMobile(to) && !uuid.test(to)) problems.RequestedTo = 'Phone number format is invalid';
  if (!input.Description.trim()) problems.Description = 'Please enter a description';
  return problems;
}

/**
 * A route can be removed only while another valid payment method exists. Removing a route another
 * account pays through (a parent route) leaves this customer with its other means: a usable card or another
 * payable parent route. A child route (this customer pays) takes nothing from this customer.
 */
export function canRemoveRoute(
  route: Pick<BillingRoute, 'UUID' | 'RoutingType'>,
  others: {
    usableCards: number;
    routes: readonly Pick<BillingRoute, 'UUID' | 'RoutingType' | 'RemainingSpendLimit'>[];
    billingRoutingFlag: boolean;
  },
): boolean {
  if (route.RoutingType === 'child') return true;
  if (others.usableCards > 0) return true;
  return others.routes.some((r) => r.UUID !== route.UUID && isRoutePayable(r, others.billingRoutingFlag));
}

export const approvalTypeOf = (type: RouteRequestType) =>
  type === 'invite' ? ('BILLING_INVITE' as const) : ('BILLING_REQUEST' as const);
export const requestTypeOf = (type: 'BILLING_INVITE' | 'BILLING_REQUEST'): RouteRequestType =>
  type === 'BILLING_INVITE' ? 'invite' : 'request';
