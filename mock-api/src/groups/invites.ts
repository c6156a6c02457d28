import {
  approvalStatus,
  COMPANION_MAX_PEOPLE,
  companionHasRoom,
  inviteExpiresAt,
  type ApprovalActionRequest,
  type InviteRequest,
  type StoredApproval,
  type StoredCustomerGroup,
} from '@portal/shared';
import type { MockContext } from '../context';
import { ApiError, badRequest, conflict, notFound } from '../http/api-error';
import { sendMessage } from '../outbox';
import { addCustomerMember, addMobileMember, startCustomerGroup, startMobileGroup } from './group-records';
import { approvalView, customerGroupOf, membersOfCustomerGroup, mobileGroupOfProduct, nameOf } from './views';

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const leaderOnly = () => new ApiError(403, 'group_leader_only');

/** The customer group invites of a sender still waiting for an answer. */
const pendingGroupInvites = (ctx: MockContext, senderUUID: string) =>
  ctx.db.approvals.where(
    (a) =>
      a.CustomerUUID === senderUUID &&
      a.ApprovalType === 'GROUP_INVITE' &&
      approvalStatus(a, ctx.sim.clock.nowNanos()) === 'pending',
  );

function checkCustomerGroupInvite(
  ctx: MockContext,
  senderUUID: string,
  inviteeUUID: string,
  companion: boolean,
) {
  const group = customerGroupOf(ctx, senderUUID);
  if (group && group.CustomerUUID !== senderUUID) throw leaderOnly();
  if (companion || group?.Kind === 'COMPANION') {
    const people = group ? membersOfCustomerGroup(ctx, group.UUID).length : 0;
    if (!companionHasRoom(people, pendingGroupInvites(ctx, senderUUID).length)) throw conflict('group_full');
  }
  if (customerGroupOf(ctx, inviteeUUID)) throw conflict('already_in_group');
  return group;
}

function checkMobileGroupInvite(ctx: MockContext, senderUUID: string, productUUID: string | undefined) {
  if (!productUUID) throw badRequest('invite_needs_product');
  const product = ctx.db.mobileProducts.find(productUUID);
  if (!product || product.CustomerUUID !== senderUUID) throw notFound();
  const group = mobileGroupOfProduct(ctx, productUUID);
  if (group && group.MobileProductUUID !== productUUID) throw leaderOnly();
  return group;
}

/** Sends an invite: checked, stored with its one-hour lifetime, and mailed to the invitee. */
export async function sendInvite(ctx: MockContext, senderUUID: string, body: InviteRequest) {
  const invitee = ctx.db.customers.first((c) => sameEmail(c.Email, body.RequestedTo));
  if (!invitee) throw notFound('invite_unknown_person');
  const sender = ctx.db.customers.find(senderUUID);
  if (invitee.UUID === senderUUID || (sender && sameEmail(sender.Email, invitee.Email)))
    throw badRequest('invite_self');
  const companion = body.ResourceDetails === 'COMPANION';
  const details = body.ApprovalType === 'GROUP_INVITE' ? body.ResourceDetails : undefined;
  const group =
    body.ApprovalType === 'GROUP_INVITE'
      ? checkCustomerGroupInvite(ctx, senderUUID, invitee.UUID, companion)
      : checkMobileGroupInvite(ctx, senderUUID, body.RequestedByProductUUID);
  const now = ctx.sim.clock.nowNanos();
  const approval: StoredApproval = {
    UUID: crypto.randomUUID(),
    CustomerUUID: senderUUID,
    RequestedTo: invitee.Email,
    RequestedToCustomerUUID: invitee.UUID,
    Description: body.Description,
    ApprovalType: body.ApprovalType,
    Action: 'REQUEST',
    CreatedAtNanos: now,
    ExpiresAtNanos: inviteExpiresAt(now),
    ...(body.RequestedByProductUUID ? { RequestedByProductUUID: body.RequestedByProductUUID } : {}),
    ...(group ? { ResourceUUID: group.UUID } : {}),
    ...(details ? { ResourceDetails: details } : {}),
  };
  await ctx.db.approvals.insert(approval);
  const from = nameOf(ctx, senderUUID);
  const what =
    body.ApprovalType === 'GROUP_INVITE'
      ? companion
        ? 'their companion group'
        : details === 'ENTERPRISE'
          ? 'their enterprise group'
          : 'their customer group'
      : 'their mobile group';
  await sendMessage(ctx, {
    Channel: 'email',
    To: invitee.Email,
    Subject: `${from} invites you to ${what}`,
    Body:
      `${from} invites you to join ${what}. Sign in to the portal to accept or decline; ` +
      'the invite expires in one hour.',
    Link: body.ApprovalType === 'GROUP_INVITE' ? '/profile/customer-groups' : '/profile/mobile-groups',
    Kind: 'group_invite',
  });
  return approvalView(ctx, approval);
}

async function joinCustomerGroup(ctx: MockContext, approval: StoredApproval, inviteeUUID: string) {
  if (customerGroupOf(ctx, inviteeUUID)) throw conflict('already_in_group');
  const now = ctx.sim.clock.nowNanos();
  let group: StoredCustomerGroup | undefined = customerGroupOf(ctx, approval.CustomerUUID);
  if (group && group.CustomerUUID !== approval.CustomerUUID) throw leaderOnly();
  if (!group) {
    group = await startCustomerGroup(ctx, approval.CustomerUUID, approval.ResourceDetails ?? 'FAMILY', now);
  } else if (
    group.Kind === 'COMPANION' &&
    membersOfCustomerGroup(ctx, group.UUID).length >= COMPANION_MAX_PEOPLE
  )
    throw conflict('group_full');
  await addCustomerMember(ctx, group.UUID, inviteeUUID, now);
}

async function joinMobileGroup(
  ctx: MockContext,
  approval: StoredApproval,
  inviteeUUID: string,
  productUUID: string | undefined,
) {
  if (!productUUID) throw badRequest('invite_needs_product');
  const product = ctx.db.mobileProducts.find(productUUID);
  if (!product || product.CustomerUUID !== inviteeUUID) throw notFound();
  if (mobileGroupOfProduct(ctx, productUUID)) throw conflict('already_in_group');
  const leaderProduct = approval.RequestedByProductUUID as string;
  const now = ctx.sim.clock.nowNanos();
  let group = mobileGroupOfProduct(ctx, leaderProduct);
  if (group && group.MobileProductUUID !== leaderProduct) throw leaderOnly();
  group ??= await startMobileGroup(
    ctx,
    { CustomerUUID: approval.CustomerUUID, MobileProductUUID: leaderProduct },
    'family',
    now,
  );
  await addMobileMember(
    ctx,
    {
      MobileGroupUUID: group.UUID,
      CustomerUUID: inviteeUUID,
      MobileProductUUID: productUUID,
      PaidByLeader: approval.ApprovalType === 'MOBILEGROUP_BILLING_INVITE',
    },
    now,
  );
}

/**
 * The invitee accepts or declines, the sender cancels. An invite the caller neither sent nor received is as
 * unknown as a missing one; only a pending invite can be answered.
 */
export async function actOnInvite(ctx: MockContext, customerUUID: string, body: ApprovalActionRequest) {
  const approval = ctx.db.approvals.find(body.UUID);
  const caller = ctx.db.customers.find(customerUUID);
  const isSender = approval?.CustomerUUID === customerUUID;
  const isInvitee = !!approval && !!caller && sameEmail(approval.RequestedTo, caller.Email) && !isSender;
  if (!approval || (!isSender && !isInvitee)) throw notFound();
  if (body.Action === 'CANCELLED' ? !isSender : !isInvitee) throw new ApiError(403, 'invite_not_yours');
  const status = approvalStatus(approval, ctx.sim.clock.nowNanos());
  if (status === 'expired') throw conflict('invite_expired');
  if (status !== 'pending') throw conflict('invite_not_pending');
  if (body.Action === 'APPROVED') {
    if (approval.ApprovalType === 'GROUP_INVITE') await joinCustomerGroup(ctx, approval, customerUUID);
    else await joinMobileGroup(ctx, approval, customerUUID, body.ProductUUID);
  }
  const saved = (await ctx.db.approvals.update(approval.UUID, (d) => {
    d.Action = body.Action;
  })) as StoredApproval;
  return approvalView(ctx, saved);
}

/** An account's invites: sent ones and those addressed to its email, newest first; cancelled ones are gone. */
export function approvalsOf(ctx: MockContext, customerUUID: string) {
  const caller = ctx.db.customers.find(customerUUID);
  const newest = (a: StoredApproval, b: StoredApproval) => b.CreatedAtNanos - a.CreatedAtNanos;
  const live = (a: StoredApproval) => a.Action !== 'CANCELLED';
  return {
    Invites: ctx.db.approvals
      .where((a) => a.CustomerUUID === customerUUID && live(a))
      .sort(newest)
      .map((a) => approvalView(ctx, a)),
    Approvals: ctx.db.approvals
      .where(
        (a) =>
          a.CustomerUUID !== customerUUID && !!caller && sameEmail(a.RequestedTo, caller.Email) && live(a),
      )
      .sort(newest)
      .map((a) => approvalView(ctx, a)),
  };
}
