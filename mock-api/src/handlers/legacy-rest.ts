import { approvalStatus, contracts, pageItems, SPID, type Customer, type GroupCheck } from '@portal/shared';
import type { MockContext } from '../context';
import { ApiError, notFound } from '../http/api-error';
import { route } from '../http/route';
import { approvalView, customerGroupOf, mobileGroupOfProduct } from '../groups/views';
import {
  customerGroupMemberResource,
  customerGroupResource,
  mobileGroupMemberResource,
  mobileGroupResource,
} from '../legacy/group-resources';
import { serviceAvailabilityResource } from '../legacy/service-availability';
import type { HandlerGroup } from './types';

const c = contracts.legacy;

/** A legacy search or lookup that finds nothing answers 404 "Object not found". */
const objectNotFound = () => new ApiError(404, 'object_not_found');

/** Whether an account matches a search: any word of its names, email, mobile number or rewards number. */
function matches(customer: Customer, q: string): boolean {
  const needle = q.toLowerCase();
  if (!needle) return true;
  const haystack = [
    customer.FirstName,
    customer.LastName,
    customer.Email,
    customer.MobileNumber,
    customer.ExternalRef5,
  ]
    .join(' ')
    .toLowerCase();
  return haystack.includes(needle);
}

const ownCustomers = (ctx: MockContext, uuids: readonly string[]) =>
  uuids.map((uuid) => ctx.db.customers.find(uuid)).filter((x) => x !== undefined);

function groupCheck(group: { UUID: string } | undefined, leads: boolean): GroupCheck {
  return { InGroup: !!group, IsLeader: !!group && leads, GroupUUID: group?.UUID ?? null };
}

export const legacyRestHandlers: HandlerGroup = (ctx) => [
  route(ctx, c.customerSearch, ({ query, session }) => {
    const found = ownCustomers(ctx, session.login.CustomerUUIDs).filter((x) => matches(x, query.q));
    if (found.length === 0) throw objectNotFound();
    return {
      Customers: pageItems(found, query.PageNumber, query.PageSize),
      PageInfo: { TotalItemCount: found.length },
    };
  }),
  route(ctx, c.customerTags, ({ params, query }) => {
    const all = ctx.db.customerTags
      .where((t) => t.CustomerUUID === params.customerUuid)
      .sort((a, b) => a.CreatedAtNanos - b.CreatedAtNanos);
    return {
      CustomerTags: pageItems(all, query.PageNumber, query.PageSize),
      PageInfo: { TotalItemCount: all.length },
    };
  }),
  route(ctx, c.addCustomerTag, async ({ params, body }) => {
    const same = ctx.db.customerTags.first(
      (t) => t.CustomerUUID === params.customerUuid && t.Name.toLowerCase() === body.Name.toLowerCase(),
    );
    if (same) return same;
    return ctx.db.customerTags.insert({
      UUID: crypto.randomUUID(),
      SPID,
      CustomerUUID: params.customerUuid,
      Name: body.Name,
      CreatedAtNanos: ctx.sim.clock.nowNanos(),
    });
  }),
  route(ctx, c.removeCustomerTag, async ({ params }) => {
    const tag = ctx.db.customerTags.find(params.tagUuid);
    if (!tag || tag.CustomerUUID !== params.customerUuid) throw objectNotFound();
    await ctx.db.customerTags.remove(tag.UUID);
    return { ok: true as const };
  }),
  route(ctx, c.customerFromIdentity, ({ query, session }) => {
    // A LOCAL identity is the login's email; a social one is a linked identity of the login.
    const own =
      query.IdentityProvider === 'LOCAL'
        ? session.login.Email.toLowerCase() === query.AuthID.toLowerCase()
        : !!ctx.db.identities.first(
            (i) =>
              i.Provider === query.IdentityProvider &&
              i.Subject === query.AuthID &&
              i.LoginUUID === session.login.UUID,
          );
    // Another login's identity is as unknown as a missing one.
    if (!own) throw objectNotFound();
    return { Customers: ownCustomers(ctx, session.login.CustomerUUIDs) };
  }),
  route(ctx, c.customerGroupCheck, ({ params }) => {
    const group = customerGroupOf(ctx, params.customerUuid);
    return groupCheck(group, group?.CustomerUUID === params.customerUuid);
  }),
  route(ctx, c.mobileGroupCheck, ({ params, query }) => {
    const product = ctx.db.mobileProducts.find(query.MobileUUID);
    if (!product || product.CustomerUUID !== params.customerUuid) throw notFound();
    const group = mobileGroupOfProduct(ctx, product.UUID);
    return groupCheck(group, group?.MobileProductUUID === product.UUID);
  }),
  route(ctx, c.expireApproval, async ({ params, body }) => {
    const now = ctx.sim.clock.nowNanos();
    const invite = ctx.db.approvals.find(body.UUID);
    if (!invite || invite.CustomerUUID !== params.customerUuid || approvalStatus(invite, now) !== 'pending')
      throw objectNotFound();
    const expired = await ctx.db.approvals.update(invite.UUID, (d) => {
      d.ExpiresAtNanos = now;
    });
    return approvalView(ctx, expired ?? invite);
  }),
  ...customerGroupResource(ctx),
  ...customerGroupMemberResource(ctx),
  ...mobileGroupResource(ctx),
  ...mobileGroupMemberResource(ctx),
  ...serviceAvailabilityResource(ctx),
];
