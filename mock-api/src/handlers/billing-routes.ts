import {
  approvalExpiresAtNanos,
  canRemoveRoute,
  contracts,
  displayName,
  FLAG_PROFILES,
  isApprovalExpired,
  isCardUsable,
  normaliseNzMobile,
  remainingSpendLimit,
  requestTypeOf,
  spendCycleAt,
  spentThisCycle,
  SPID,
  type BillingApproval,
  type BillingRoute,
  type Customer,
  type StoredBillingRoute,
} from '@portal/shared';
import type { MockContext } from '../context';
import { ApiError, badRequest, notFound } from '../http/api-error';
import { reply } from '../http/reply';
import { route } from '../http/route';
import { sendMessage } from '../outbox';
import { activeCards } from '../payments/engine';
import type { HandlerGroup } from './types';

const c = contracts.billingRoutes;

const nameOf = (customer: Customer | undefined) =>
  customer ? displayName(customer.FirstName, customer.LastName) : '';

/** A stored route as the viewer sees it: parent when another account pays for the viewer. */
export function routeView(ctx: MockContext, stored: StoredBillingRoute, viewerUUID: string): BillingRoute {
  const credit = ctx.db.customers.find(stored.CreditAccountUUID);
  const debit = ctx.db.customers.find(stored.DebitAccountUUID);
  return {
    UUID: stored.UUID,
    RoutingType: stored.DebitAccountUUID === viewerUUID ? 'parent' : 'child',
    Name: stored.Name,
    Description: stored.Description,
    SpendLimit: stored.SpendLimit,
    SpendCycle: stored.SpendCycle,
    SpendCycleCount: stored.SpendCycleCount,
    CreditAccount: { UUID: stored.CreditAccountUUID, Name: nameOf(credit), Email: credit?.Email ?? '' },
    CreditAccountMSISDN: stored.CreditAccountMSISDN,
    DebitAccount: { UUID: stored.DebitAccountUUID, Name: nameOf(debit) },
    RemainingSpendLimit: remainingSpendLimit(stored, ctx.sim.clock.now()),
    RequestedByCustomerName: stored.RequestedByCustomerName,
    ApprovalCode: stored.ApprovalCode,
    Type: stored.Type,
  };
}

const routesOf = (ctx: MockContext, uuid: string) =>
  ctx.db.billingRoutes
    .where((r) => r.CreditAccountUUID === uuid || r.DebitAccountUUID === uuid)
    .sort((a, b) => a.CreatedAtNanos - b.CreatedAtNanos);

/**
 * Who may invite and request (not shown in the specification; chosen): a postpay account has a bill another
 * account's charges can go on, so it may invite; an account nobody pays for yet may request.
 */
function pageFlags(ctx: MockContext, customer: Customer) {
  const hasParent = routesOf(ctx, customer.UUID).some((r) => r.DebitAccountUUID === customer.UUID);
  const active = customer.AccountState === 'Active';
  return { CanInvite: active && customer.AccountType === 'postpay', CanRequest: active && !hasParent };
}

/** The account a phone number or mobile product names (a product is its account until products exist). */
function resolveRecipient(ctx: MockContext, requestedTo: string): Customer | undefined {
  const mobile = normaliseNzMobile(requestedTo);
  if (mobile) return ctx.db.customers.first((x) => normaliseNzMobile(x.MobileNumber) === mobile);
  return ctx.db.customers.find(requestedTo);
}

const approvalCode = () => crypto.randomUUID().replace(/-/g, '').slice(0, 20).toUpperCase();

/** Whether an approval is waiting for this customer: sent to them, or held by link (the code) when unaddressed. */
function waitsFor(approval: BillingApproval, uuid: string, code?: string): boolean {
  if (approval.CustomerUUID === uuid) return false;
  if (code !== undefined) {
    return (
      approval.ApprovalCode === code &&
      (!approval.RequestedToCustomerUUID || approval.RequestedToCustomerUUID === uuid)
    );
  }
  return approval.RequestedToCustomerUUID === uuid;
}

export const billingRouteHandlers: HandlerGroup = (ctx) => [
  route(ctx, c.list, ({ params }) => {
    const customer = ctx.db.customers.find(params.uid);
    if (!customer) throw notFound();
    return {
      ...pageFlags(ctx, customer),
      Routes: routesOf(ctx, params.uid).map((r) => routeView(ctx, r, params.uid)),
    };
  }),

  route(ctx, c.requests, ({ params, query }) => {
    const newestFirst = (a: BillingApproval, b: BillingApproval) => b.CreatedAtNanos - a.CreatedAtNanos;
    const code = query.ApprovalCode;
    return {
      Invites: code
        ? []
        : ctx.db.billingApprovals.where((a) => a.CustomerUUID === params.uid).sort(newestFirst),
      Approvals: ctx.db.billingApprovals
        .where((a) => waitsFor(a, params.uid, code) && (code !== undefined || a.Status === 'REQUEST'))
        .sort(newestFirst),
    };
  }),

  route(ctx, c.invite, async ({ params, body }) => {
    const me = ctx.db.customers.find(params.uid);
    if (!me) throw notFound();
    const type = requestTypeOf(body.ApprovalType);
    const flags = pageFlags(ctx, me);
    if ((type === 'invite' && !flags.CanInvite) || (type === 'request' && !flags.CanRequest)) {
      throw new ApiError(403, 'not_allowed');
    }
    const recipient = resolveRecipient(ctx, body.RequestedTo);
    if (recipient?.UUID === me.UUID) throw badRequest('approval_to_self');
    const nowMs = ctx.sim.clock.now();
    const approval = await ctx.db.billingApprovals.insert({
      UUID: crypto.randomUUID(),
      SPID,
      CustomerUUID: me.UUID,
      RequestedByCustomerName: nameOf(me),
      ...(body.RequestedByProductUUID ? { RequestedByProductUUID: body.RequestedByProductUUID } : {}),
      RequestedTo: body.RequestedTo,
      ...(recipient ? { RequestedToCustomerUUID: recipient.UUID } : {}),
      Description: body.Description,
      ExpiresAtNanos: approvalExpiresAtNanos(nowMs),
      ApprovalType: body.ApprovalType,
      Type: type,
      Status: 'REQUEST',
      ApprovalCode: approvalCode(),
      CreatedAtNanos: nowMs * 1_000_000,
    });
    const what =
      type === 'invite'
        ? `${nameOf(me)} offers to pay your mobile bills`
        : `${nameOf(me)} asks you to pay their mobile bills`;
    const link = `/billing-routes?approval=${approval.UUID}&token=${approval.ApprovalCode}`;
    await sendMessage(ctx, {
      Channel: 'sms',
      To: normaliseNzMobile(body.RequestedTo) ?? recipient?.MobileNumber ?? body.RequestedTo,
      Subject: 'Billing route',
      Body: `${what}: "${body.Description}". Answer within 1 hour: ${link}`,
      Link: link,
      Kind: type === 'invite' ? 'billing-invite' : 'billing-request',
    });
    return reply(approval, { status: 201 });
  }),

  route(ctx, c.action, async ({ params, body }) => {
    const approval = ctx.db.billingApprovals.find(body.ApprovalUUID);
    // "no_invite": no approval this customer may answer matches (the link's token, or one sent to them).
    if (!approval || !waitsFor(approval, params.uid, body.ApprovalCode) || approval.Type !== body.Type) {
      throw notFound('no_invite');
    }
    if (approval.Status !== 'REQUEST') throw new ApiError(409, 'approval_answered');
    if (isApprovalExpired(approval, ctx.sim.clock.now())) throw new ApiError(410, 'approval_expired');
    if (body.Action === 'REJECT') {
      const rejected = await ctx.db.billingApprovals.update(approval.UUID, (d) => {
        d.Status = 'REJECTED';
      });
      return { Approval: rejected as BillingApproval };
    }
    const me = ctx.db.customers.find(params.uid);
    const sender = ctx.db.customers.find(approval.CustomerUUID);
    if (!me || !sender) throw notFound('no_invite');
    // An invite: the sender pays for the one answering. A request: the one answering pays for the sender.
    const [credit, debit] = approval.Type === 'invite' ? [sender, me] : [me, sender];
    const stored = await ctx.db.billingRoutes.insert({
      UUID: crypto.randomUUID(),
      SPID,
      Name: body.Name ?? approval.Description,
      Description: approval.Description,
      SpendLimit: body.SpendLimit,
      SpendCycle: body.SpendCycle,
      SpendCycleCount: body.SpendCycleCount,
      SpentCents: 0,
      SpentCycle: 0,
      CreditAccountUUID: credit.UUID,
      DebitAccountUUID: debit.UUID,
      CreditAccountMSISDN: credit.MobileNumber,
      RequestedByCustomerName: approval.RequestedByCustomerName,
      ApprovalCode: approval.ApprovalCode,
      Type: approval.Type,
      CreatedAtNanos: ctx.sim.clock.nowNanos(),
    });
    const approved = await ctx.db.billingApprovals.update(approval.UUID, (d) => {
      d.Status = 'APPROVED';
      d.RouteUUID = stored.UUID;
    });
    return { Approval: approved as BillingApproval, Route: routeView(ctx, stored, params.uid) };
  }),

  route(ctx, c.update, async ({ params, body }) => {
    const stored = ctx.db.billingRoutes.find(params.routeId);
    if (!stored || (stored.CreditAccountUUID !== params.uid && stored.DebitAccountUUID !== params.uid)) {
      throw notFound('billing_route_not_found');
    }
    // What this cycle paid still counts when the cycle itself is changed.
    const now = ctx.sim.clock.now();
    const spent = spentThisCycle(stored, now);
    const updated = await ctx.db.billingRoutes.update(stored.UUID, (d) => {
      for (const [key, value] of Object.entries(body)) {
        if (value !== undefined) (d as Record<string, unknown>)[key] = value;
      }
      d.SpentCents = spent;
      d.SpentCycle = spendCycleAt(d.SpendCycle, d.CreatedAtNanos / 1_000_000, now);
    });
    return routeView(ctx, updated as StoredBillingRoute, params.uid);
  }),

  route(ctx, c.remove, ({ params, body }) => {
    const stored = ctx.db.billingRoutes.find(params.routeId);
    const mine =
      stored &&
      (stored.CreditAccountUUID === params.uid || stored.DebitAccountUUID === params.uid) &&
      stored.CreditAccountUUID === body.CreditAccount &&
      stored.DebitAccountUUID === body.DebitAccount;
    if (!stored || !mine) throw notFound('billing_route_not_found');
    const now = ctx.sim.clock.now();
    const view = routeView(ctx, stored, params.uid);
    const ok = canRemoveRoute(view, {
      usableCards: activeCards(ctx, params.uid).filter((x) => isCardUsable(x, now)).length,
      routes: routesOf(ctx, params.uid).map((r) => routeView(ctx, r, params.uid)),
      billingRoutingFlag: FLAG_PROFILES[ctx.config.flagsProfile].billing_routing,
    });
    if (!ok) throw new ApiError(409, 'route_needs_payment_method');
    ctx.db.billingRoutes.remove(stored.UUID);
    return { ok: true as const };
  }),
];
