import {
  approvalStatus,
  companionPricePerPersonCents,
  groupFlags,
  type ApprovalView,
  type CustomerGroupInfo,
  type MobileGroupInfo,
  type StoredApproval,
  type StoredCustomerGroup,
  type StoredMobileGroup,
} from '@portal/shared';
import type { MockContext } from '../context';

/** A customer's name as other members read it. */
export function nameOf(ctx: MockContext, customerUUID: string): string {
  const c = ctx.db.customers.find(customerUUID);
  return c ? `${c.FirstName} ${c.LastName}` : 'A customer';
}

export const membersOfCustomerGroup = (ctx: MockContext, groupUUID: string) =>
  ctx.db.customerGroupMembers
    .where((m) => m.CustomerGroupUUID === groupUUID)
    .sort((a, b) => a.JoinedAtNanos - b.JoinedAtNanos);

export const membersOfMobileGroup = (ctx: MockContext, groupUUID: string) =>
  ctx.db.mobileGroupMembers
    .where((m) => m.MobileGroupUUID === groupUUID)
    .sort((a, b) => a.JoinedAtNanos - b.JoinedAtNanos);

/** The customer group an account is in, if any (an account is in one at most). */
export function customerGroupOf(ctx: MockContext, customerUUID: string): StoredCustomerGroup | undefined {
  const member = ctx.db.customerGroupMembers.first((m) => m.CustomerUUID === customerUUID);
  return member && ctx.db.customerGroups.find(member.CustomerGroupUUID);
}

/** The mobile group a SIM is in, if any (a SIM is in one at most). */
export function mobileGroupOfProduct(ctx: MockContext, productUUID: string): StoredMobileGroup | undefined {
  const member = ctx.db.mobileGroupMembers.first((m) => m.MobileProductUUID === productUUID);
  return member && ctx.db.mobileGroups.find(member.MobileGroupUUID);
}

export function customerGroupInfo(
  ctx: MockContext,
  group: StoredCustomerGroup,
  viewerUUID: string,
): CustomerGroupInfo {
  const stored = membersOfCustomerGroup(ctx, group.UUID);
  const flags = groupFlags(stored, (m) => m.CustomerUUID === group.CustomerUUID, viewerUUID);
  return {
    CustomerGroup: group,
    CustomerGroupMembers: flags.members.map((m) => ({
      CustomerUUID: m.CustomerUUID,
      Name: nameOf(ctx, m.CustomerUUID),
      is_leader: m.is_leader,
      ...(m.SpendLimitCents === undefined ? {} : { SpendLimitCents: m.SpendLimitCents }),
    })),
    is_group_owner: flags.is_group_owner,
    members_total_items_count: flags.members_total_items_count,
    ...(group.Kind === 'COMPANION'
      ? { PricePerPersonCents: companionPricePerPersonCents(stored.length) }
      : {}),
  };
}

export function mobileGroupInfo(
  ctx: MockContext,
  group: StoredMobileGroup,
  viewerUUID: string,
): MobileGroupInfo {
  const stored = membersOfMobileGroup(ctx, group.UUID);
  const flags = groupFlags(stored, (m) => m.MobileProductUUID === group.MobileProductUUID, viewerUUID);
  return {
    MobileGroup: group,
    MobileGroupMembers: flags.members.map((m) => ({
      CustomerUUID: m.CustomerUUID,
      MobileProductUUID: m.MobileProductUUID,
      MSISDN: ctx.db.mobileProducts.find(m.MobileProductUUID)?.MSISDN ?? '',
      Name: nameOf(ctx, m.CustomerUUID),
      is_leader: m.is_leader,
      PaidByLeader: m.PaidByLeader,
      ...(m.SpendLimitCents === undefined ? {} : { SpendLimitCents: m.SpendLimitCents }),
    })),
    is_group_owner: flags.is_group_owner,
    members_total_items_count: flags.members_total_items_count,
  };
}

/** The mobile groups of an account's SIMs (or of one of them), each once. */
export function mobileGroupsOf(ctx: MockContext, customerUUID: string, productUUID?: string) {
  const products = ctx.db.mobileProducts
    .where((p) => p.CustomerUUID === customerUUID && (!productUUID || p.UUID === productUUID))
    .map((p) => p.UUID);
  const groups = new Map<string, StoredMobileGroup>();
  for (const product of products) {
    const group = mobileGroupOfProduct(ctx, product);
    if (group) groups.set(group.UUID, group);
  }
  return [...groups.values()];
}

/** The mobile groups of an account's SIMs (or of one of them), as the account sees them. */
export const mobileGroupInfos = (ctx: MockContext, customerUUID: string, productUUID?: string) =>
  mobileGroupsOf(ctx, customerUUID, productUUID).map((g) => mobileGroupInfo(ctx, g, customerUUID));

export function approvalView(ctx: MockContext, approval: StoredApproval): ApprovalView {
  const { RequestedToCustomerUUID: _to, ...rest } = approval;
  return {
    ...rest,
    Status: approvalStatus(approval, ctx.sim.clock.nowNanos()),
    FromName: nameOf(ctx, approval.CustomerUUID),
  };
}
