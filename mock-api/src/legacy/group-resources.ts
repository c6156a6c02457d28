import { COMPANION_MAX_PEOPLE } from '@portal/shared';
import type { MockContext } from '../context';
import { ApiError, conflict } from '../http/api-error';
import {
  addCustomerMember,
  addMobileMember,
  startCustomerGroup,
  startMobileGroup,
} from '../groups/group-records';
import {
  changeMobileGroupSettings,
  leaveCustomerGroup,
  leaveMobileGroup,
  removeOtherCustomer,
  removeOtherMobile,
  setCustomerSpendLimit,
  setMobileSpendLimit,
} from '../groups/membership';
import {
  customerGroupOf,
  membersOfCustomerGroup,
  membersOfMobileGroup,
  mobileGroupOfProduct,
  mobileGroupsOf,
  nameOf,
} from '../groups/views';
import { legacyResource, objectNotFound } from './resource';

/*
 * Customer and mobile groups and their members as legacy resources, over the same records and rules as the
 * invites, leave, remove and spend limit calls. An account adds only accounts and SIMs of its own sign-in: anyone
 * else joins by accepting an invite.
 */

const leaderOnly = () => new ApiError(403, 'group_leader_only');
const now = (ctx: MockContext) => ctx.sim.clock.nowNanos();
const named = (ctx: MockContext, customerUUID: string, q: string) =>
  nameOf(ctx, customerUUID).toLowerCase().includes(q);
const byCreation = <T extends { CreatedAtNanos: number }>(a: T, b: T) => a.CreatedAtNanos - b.CreatedAtNanos;

/** The customer group the account is in, led by it. */
function ledCustomerGroup(ctx: MockContext, customerUUID: string, groupUUID: string) {
  const group = customerGroupOf(ctx, customerUUID);
  if (!group || group.UUID !== groupUUID) throw objectNotFound();
  if (group.CustomerUUID !== customerUUID) throw leaderOnly();
  return group;
}

function ledMobileGroup(ctx: MockContext, customerUUID: string, groupUUID: string) {
  const group = mobileGroupsOf(ctx, customerUUID).find((g) => g.UUID === groupUUID);
  if (!group) throw objectNotFound();
  if (group.CustomerUUID !== customerUUID) throw leaderOnly();
  return group;
}

export const customerGroupResource = legacyResource('customerGroup', {
  envelope: 'CustomerGroups',
  visible: (ctx, customerUUID) => {
    const group = customerGroupOf(ctx, customerUUID);
    return group ? [group] : [];
  },
  matches: (_ctx, group, q) => group.Kind.toLowerCase().includes(q),
  create: async (ctx, customerUUID, body) => {
    if (customerGroupOf(ctx, customerUUID)) throw conflict('already_in_group');
    return startCustomerGroup(ctx, customerUUID, body.Kind, now(ctx));
  },
  update: async (ctx, customerUUID, group, body) => {
    ledCustomerGroup(ctx, customerUUID, group.UUID);
    if (body.Kind === 'COMPANION' && membersOfCustomerGroup(ctx, group.UUID).length > COMPANION_MAX_PEOPLE)
      throw conflict('group_full');
    return (
      (await ctx.db.customerGroups.update(group.UUID, (d) => {
        d.Kind = body.Kind;
      })) ?? group
    );
  },
  remove: (ctx, customerUUID, group) => {
    ledCustomerGroup(ctx, customerUUID, group.UUID);
    // The leader leaving ends the group.
    leaveCustomerGroup(ctx, customerUUID, group.UUID);
  },
});

export const customerGroupMemberResource = legacyResource('customerGroupMember', {
  envelope: 'CustomerGroupMembers',
  visible: (ctx, customerUUID) => {
    const group = customerGroupOf(ctx, customerUUID);
    return group ? membersOfCustomerGroup(ctx, group.UUID) : [];
  },
  matches: (ctx, member, q) => named(ctx, member.CustomerUUID, q),
  create: async (ctx, customerUUID, body, session) => {
    const group = ledCustomerGroup(ctx, customerUUID, body.CustomerGroupUUID);
    // Someone else's account is as unknown as a missing one.
    if (!session.owns(body.CustomerUUID) || !ctx.db.customers.find(body.CustomerUUID)) throw objectNotFound();
    if (customerGroupOf(ctx, body.CustomerUUID)) throw conflict('already_in_group');
    if (group.Kind === 'COMPANION' && membersOfCustomerGroup(ctx, group.UUID).length >= COMPANION_MAX_PEOPLE)
      throw conflict('group_full');
    return addCustomerMember(ctx, group.UUID, body.CustomerUUID, now(ctx), body.SpendLimitCents);
  },
  update: async (ctx, customerUUID, member, body) => {
    ledCustomerGroup(ctx, customerUUID, member.CustomerGroupUUID);
    await setCustomerSpendLimit(ctx, customerUUID, {
      CustomerGroupUUID: member.CustomerGroupUUID,
      OtherCustomerUUID: member.CustomerUUID,
      SpendLimitCents: body.SpendLimitCents,
    });
    return ctx.db.customerGroupMembers.find(member.UUID) ?? member;
  },
  remove: (ctx, customerUUID, member) => {
    if (member.CustomerUUID === customerUUID) leaveCustomerGroup(ctx, customerUUID, member.CustomerGroupUUID);
    else removeOtherCustomer(ctx, customerUUID, member.CustomerGroupUUID, member.CustomerUUID);
  },
});

export const mobileGroupResource = legacyResource('mobileGroup', {
  envelope: 'MobileGroups',
  visible: (ctx, customerUUID) => mobileGroupsOf(ctx, customerUUID).sort(byCreation),
  matches: (_ctx, group, q) => group.PlanKind.includes(q),
  create: async (ctx, customerUUID, body) => {
    const product = ctx.db.mobileProducts.find(body.MobileProductUUID);
    if (!product || product.CustomerUUID !== customerUUID) throw objectNotFound();
    if (mobileGroupOfProduct(ctx, product.UUID)) throw conflict('already_in_group');
    return startMobileGroup(
      ctx,
      { CustomerUUID: customerUUID, MobileProductUUID: product.UUID },
      body.PlanKind,
      now(ctx),
    );
  },
  update: async (ctx, customerUUID, group, body) => {
    ledMobileGroup(ctx, customerUUID, group.UUID);
    await changeMobileGroupSettings(ctx, customerUUID, { MobileGroupUUID: group.UUID, ...body });
    return ctx.db.mobileGroups.find(group.UUID) ?? group;
  },
  remove: (ctx, customerUUID, group) => {
    ledMobileGroup(ctx, customerUUID, group.UUID);
    // The leading SIM leaving ends the group.
    leaveMobileGroup(ctx, customerUUID, group.UUID, group.MobileProductUUID);
  },
});

export const mobileGroupMemberResource = legacyResource('mobileGroupMember', {
  envelope: 'MobileGroupMembers',
  visible: (ctx, customerUUID) =>
    mobileGroupsOf(ctx, customerUUID)
      .sort(byCreation)
      .flatMap((g) => membersOfMobileGroup(ctx, g.UUID)),
  matches: (ctx, member, q) => named(ctx, member.CustomerUUID, q),
  create: async (ctx, customerUUID, body, session) => {
    const group = ledMobileGroup(ctx, customerUUID, body.MobileGroupUUID);
    const product = ctx.db.mobileProducts.find(body.MobileProductUUID);
    // Someone else's SIM is as unknown as a missing one.
    if (!product || !session.owns(product.CustomerUUID)) throw objectNotFound();
    if (mobileGroupOfProduct(ctx, product.UUID)) throw conflict('already_in_group');
    return addMobileMember(
      ctx,
      {
        MobileGroupUUID: group.UUID,
        CustomerUUID: product.CustomerUUID,
        MobileProductUUID: product.UUID,
        PaidByLeader: body.PaidByLeader,
        ...(body.SpendLimitCents === undefined ? {} : { SpendLimitCents: body.SpendLimitCents }),
      },
      now(ctx),
    );
  },
  update: async (ctx, customerUUID, member, body) => {
    ledMobileGroup(ctx, customerUUID, member.MobileGroupUUID);
    await setMobileSpendLimit(ctx, customerUUID, {
      MobileGroupUUID: member.MobileGroupUUID,
      OtherMobileProductUUID: member.MobileProductUUID,
      SpendLimitCents: body.SpendLimitCents,
    });
    return ctx.db.mobileGroupMembers.find(member.UUID) ?? member;
  },
  remove: (ctx, customerUUID, member) => {
    if (member.CustomerUUID === customerUUID)
      leaveMobileGroup(ctx, customerUUID, member.MobileGroupUUID, member.MobileProductUUID);
    else removeOtherMobile(ctx, customerUUID, member.MobileGroupUUID, member.MobileProductUUID);
  },
});
