import {
  defaultGroupSettings,
  type CustomerGroupKind,
  type PlanKind,
  type StoredMobileGroupMember,
} from '@portal/shared';
import type { MockContext } from '../context';

/*
 * How groups and their members are stored, whichever call makes them: an accepted invite or the legacy
 * per-resource REST.
 */

export const addCustomerMember = (
  ctx: MockContext,
  groupUUID: string,
  customerUUID: string,
  now: number,
  spendLimitCents?: number,
) =>
  ctx.db.customerGroupMembers.insert({
    UUID: crypto.randomUUID(),
    CustomerGroupUUID: groupUUID,
    CustomerUUID: customerUUID,
    ...(spendLimitCents === undefined ? {} : { SpendLimitCents: spendLimitCents }),
    JoinedAtNanos: now,
  });

/** A customer group led by an account, the leader its first member. */
export async function startCustomerGroup(
  ctx: MockContext,
  leaderUUID: string,
  Kind: CustomerGroupKind,
  now: number,
) {
  const group = await ctx.db.customerGroups.insert({
    UUID: crypto.randomUUID(),
    CustomerUUID: leaderUUID,
    Kind,
    CreatedAtNanos: now,
  });
  await addCustomerMember(ctx, group.UUID, leaderUUID, now);
  return group;
}

export const addMobileMember = (
  ctx: MockContext,
  member: Omit<StoredMobileGroupMember, 'UUID' | 'JoinedAtNanos'>,
  now: number,
) => ctx.db.mobileGroupMembers.insert({ UUID: crypto.randomUUID(), ...member, JoinedAtNanos: now });

/** A mobile group led by a SIM, with its plan kind's settings, the leading SIM its first member. */
export async function startMobileGroup(
  ctx: MockContext,
  leader: { CustomerUUID: string; MobileProductUUID: string },
  PlanKind: PlanKind,
  now: number,
) {
  const group = await ctx.db.mobileGroups.insert({
    UUID: crypto.randomUUID(),
    ...leader,
    PlanKind,
    ...defaultGroupSettings(PlanKind),
    CreatedAtNanos: now,
  });
  await addMobileMember(ctx, { MobileGroupUUID: group.UUID, ...leader, PaidByLeader: false }, now);
  return group;
}
