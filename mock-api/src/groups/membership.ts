import {
  changeGroupSettings,
  removalOutcome,
  type MobileGroupSettings,
  type StoredCustomerGroup,
  type StoredMobileGroup,
} from '@portal/shared';
import type { MockContext } from '../context';
import { ApiError, conflict, notFound } from '../http/api-error';
import { customerGroupInfo, membersOfCustomerGroup, membersOfMobileGroup, mobileGroupInfos } from './views';

const leaderOnly = () => new ApiError(403, 'group_leader_only');

/** A customer group the account is a member of; any other is as unknown as a missing one. */
export function ownCustomerGroup(ctx: MockContext, customerUUID: string, groupUUID: string) {
  const group = ctx.db.customerGroups.find(groupUUID);
  if (!group || !membersOfCustomerGroup(ctx, groupUUID).some((m) => m.CustomerUUID === customerUUID))
    throw notFound();
  return group;
}

/** A mobile group one of the account's SIMs is in; any other is as unknown as a missing one. */
export function ownMobileGroup(ctx: MockContext, customerUUID: string, groupUUID: string) {
  const group = ctx.db.mobileGroups.find(groupUUID);
  if (!group || !membersOfMobileGroup(ctx, groupUUID).some((m) => m.CustomerUUID === customerUUID))
    throw notFound();
  return group;
}

/**
 * Takes a member out of a customer group: with more than two members only that member goes; a group of two, or
 * one its leader leaves, disappears as a whole.
 */
function removeCustomerMember(ctx: MockContext, group: StoredCustomerGroup, memberUUID: string) {
  const members = membersOfCustomerGroup(ctx, group.UUID);
  const member = members.find((m) => m.CustomerUUID === memberUUID);
  if (!member) throw notFound();
  const dissolve = memberUUID === group.CustomerUUID || removalOutcome(members.length) === 'group';
  if (dissolve) {
    ctx.db.customerGroupMembers.removeWhere((m) => m.CustomerGroupUUID === group.UUID);
    ctx.db.customerGroups.remove(group.UUID);
  } else ctx.db.customerGroupMembers.remove(member.UUID);
  return { ok: true as const, Dissolved: dissolve };
}

function removeMobileMember(ctx: MockContext, group: StoredMobileGroup, productUUID: string) {
  const members = membersOfMobileGroup(ctx, group.UUID);
  const member = members.find((m) => m.MobileProductUUID === productUUID);
  if (!member) throw notFound();
  const dissolve = productUUID === group.MobileProductUUID || removalOutcome(members.length) === 'group';
  if (dissolve) {
    ctx.db.mobileGroupMembers.removeWhere((m) => m.MobileGroupUUID === group.UUID);
    ctx.db.mobileGroups.remove(group.UUID);
  } else ctx.db.mobileGroupMembers.remove(member.UUID);
  return { ok: true as const, Dissolved: dissolve };
}

export const leaveCustomerGroup = (ctx: MockContext, customerUUID: string, groupUUID: string) =>
  removeCustomerMember(ctx, ownCustomerGroup(ctx, customerUUID, groupUUID), customerUUID);

export function removeOtherCustomer(
  ctx: MockContext,
  customerUUID: string,
  groupUUID: string,
  other: string,
) {
  const group = ownCustomerGroup(ctx, customerUUID, groupUUID);
  if (group.CustomerUUID !== customerUUID) throw leaderOnly();
  return removeCustomerMember(ctx, group, other);
}

export function leaveMobileGroup(
  ctx: MockContext,
  customerUUID: string,
  groupUUID: string,
  productUUID: string,
) {
  const group = ownMobileGroup(ctx, customerUUID, groupUUID);
  const mine = membersOfMobileGroup(ctx, groupUUID).some(
    (m) => m.MobileProductUUID === productUUID && m.CustomerUUID === customerUUID,
  );
  if (!mine) throw notFound();
  return removeMobileMember(ctx, group, productUUID);
}

export function removeOtherMobile(
  ctx: MockContext,
  customerUUID: string,
  groupUUID: string,
  otherProductUUID: string,
) {
  const group = ownMobileGroup(ctx, customerUUID, groupUUID);
  if (group.CustomerUUID !== customerUUID) throw leaderOnly();
  return removeMobileMember(ctx, group, otherProductUUID);
}

export async function setCustomerSpendLimit(
  ctx: MockContext,
  customerUUID: string,
  body: { CustomerGroupUUID: string; OtherCustomerUUID: string; SpendLimitCents: number },
) {
  const group = ownCustomerGroup(ctx, customerUUID, body.CustomerGroupUUID);
  if (group.CustomerUUID !== customerUUID) throw leaderOnly();
  const member = membersOfCustomerGroup(ctx, group.UUID).find(
    (m) => m.CustomerUUID === body.OtherCustomerUUID,
  );
  if (!member) throw notFound();
  await ctx.db.customerGroupMembers.update(member.UUID, (d) => {
    d.SpendLimitCents = body.SpendLimitCents;
  });
  return { CustomerGroupInfos: [customerGroupInfo(ctx, group, customerUUID)] };
}

export async function setMobileSpendLimit(
  ctx: MockContext,
  customerUUID: string,
  body: { MobileGroupUUID: string; OtherMobileProductUUID: string; SpendLimitCents: number },
) {
  const group = ownMobileGroup(ctx, customerUUID, body.MobileGroupUUID);
  if (group.CustomerUUID !== customerUUID) throw leaderOnly();
  const member = membersOfMobileGroup(ctx, group.UUID).find(
    (m) => m.MobileProductUUID === body.OtherMobileProductUUID,
  );
  if (!member) throw notFound();
  await ctx.db.mobileGroupMembers.update(member.UUID, (d) => {
    d.SpendLimitCents = body.SpendLimitCents;
  });
  return { MobileGroupInfos: mobileGroupInfos(ctx, customerUUID, group.MobileProductUUID) };
}

export async function changeMobileGroupSettings(
  ctx: MockContext,
  customerUUID: string,
  body: MobileGroupSettings,
) {
  const group = ownMobileGroup(ctx, customerUUID, body.MobileGroupUUID);
  if (group.CustomerUUID !== customerUUID) throw leaderOnly();
  const change = changeGroupSettings(group, body);
  if (!change.ok) throw conflict('group_setting_locked');
  await ctx.db.mobileGroups.update(group.UUID, (d) => Object.assign(d, change.next));
  return { MobileGroupInfos: mobileGroupInfos(ctx, customerUUID, group.MobileProductUUID) };
}
