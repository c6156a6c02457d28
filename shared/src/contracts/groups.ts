import { z } from 'zod';
import { SpidParamSchema, UuidSchema } from '../entities/common';
import {
  ApprovalActionRequestSchema,
  ApprovalListSchema,
  ApprovalsQuerySchema,
  ApprovalViewSchema,
  CustomerGroupInfosSchema,
  CustomerSpendLimitSchema,
  InviteRequestSchema,
  LeaveCustomerGroupSchema,
  LeaveMobileGroupSchema,
  MobileGroupInfoQuerySchema,
  MobileGroupInfosSchema,
  MobileGroupSettingsSchema,
  MobileSpendLimitSchema,
  RemoveOtherCustomerSchema,
  RemoveOtherMobileSchema,
} from '../entities/groups';
import { defineContract } from './define';

/*
 * Customer groups (companion and family) and mobile groups, and the invites that build them. The acting account is
 * in the path; another customer's account, group or invite is as unknown as a missing one. An invite's expiry is
 * derived from the clock when read.
 */
const tags = ['mobile', 'groups'];
const account = SpidParamSchema.extend({ customerUuid: UuidSchema });
const groupErrors = ['not_found', 'no_params', 'group_leader_only'] as const;
const GroupChangeSchema = z.object({ ok: z.literal(true), Dissolved: z.boolean() });

export const groupContracts = {
  customerGroupInfo: defineContract({
    id: 'groups.customerGroupInfo',
    method: 'get',
    path: '/v2/:spid/customer_group_info/:customerUuid',
    summary:
      'The customer group the account is in, with its members, who leads it and, for a companion group, the ' +
      'price per person. No group answers 404 "Object not found", which the portal reads as no group.',
    access: 'customer',
    params: account,
    owner: 'customerUuid',
    response: CustomerGroupInfosSchema,
    errors: ['object_not_found'],
    tags,
  }),
  mobileGroupInfo: defineContract({
    id: 'groups.mobileGroupInfo',
    method: 'get',
    path: '/v2/:spid/mobile_group_info',
    summary:
      'The mobile groups the account’s SIMs are in (or only the named SIM’s), with members, the leading SIM and ' +
      'the plan kind’s settings. The CustomerUUID must be the caller’s.',
    access: 'customer',
    params: SpidParamSchema,
    query: MobileGroupInfoQuerySchema,
    response: MobileGroupInfosSchema,
    errors: ['not_found', 'no_customer_uuid'],
    tags,
  }),
  invite: defineContract({
    id: 'groups.invite',
    method: 'post',
    path: '/v2/:spid/approvals/:customerUuid',
    summary:
      'Invites a customer by email: GROUP_INVITE to a customer group (ResourceDetails COMPANION for a companion ' +
      'group), MOBILEGROUP_INVITE or MOBILEGROUP_BILLING_INVITE (the leader pays) to the mobile group of the ' +
      'sending SIM. The invite reaches the invitee by email and expires after one hour; a companion group ' +
      'refuses a seventh person.',
    access: 'customer',
    params: account,
    owner: 'customerUuid',
    body: InviteRequestSchema,
    response: ApprovalViewSchema,
    status: 201,
    errors: [
      'requested_to_required',
      'invite_unknown_person',
      'invite_self',
      'group_full',
      'already_in_group',
      'group_leader_only',
      'invite_needs_product',
    ],
    tags,
  }),
  approvals: defineContract({
    id: 'groups.approvals',
    method: 'get',
    path: '/v2/:spid/approvals/:customerUuid',
    summary:
      'The account’s invites: the sent ones (Invites) and the incoming ones (Approvals), newest first.',
    access: 'customer',
    params: account,
    owner: 'customerUuid',
    query: ApprovalsQuerySchema,
    response: ApprovalListSchema,
    tags,
  }),
  approvalAction: defineContract({
    id: 'groups.approvalAction',
    method: 'put',
    path: '/v2/:spid/approvals/:customerUuid/action',
    summary:
      'The invitee accepts (APPROVED) or declines (REJECTED) a pending invite, or its sender cancels it ' +
      '(CANCELLED). Accepting a group invite makes the group on the first acceptance (the sender leads it) or ' +
      'adds the member; an expired invite cannot be accepted.',
    access: 'customer',
    params: account,
    owner: 'customerUuid',
    body: ApprovalActionRequestSchema,
    response: ApprovalViewSchema,
    errors: [
      'not_found',
      'uuid_required',
      'invite_expired',
      'invite_not_pending',
      'invite_not_yours',
      'group_full',
      'already_in_group',
      'invite_needs_product',
    ],
    tags,
  }),
  leaveCustomerGroup: defineContract({
    id: 'groups.leaveCustomerGroup',
    method: 'put',
    path: '/v2/:spid/customer_group_leave/:customerUuid',
    summary:
      'The account leaves its customer group. A group of two, or one its leader leaves, disappears as a whole.',
    access: 'customer',
    params: account,
    owner: 'customerUuid',
    body: LeaveCustomerGroupSchema,
    response: GroupChangeSchema,
    errors: ['not_found', 'no_params'],
    tags,
  }),
  removeOtherCustomer: defineContract({
    id: 'groups.removeOtherCustomer',
    method: 'put',
    path: '/v2/:spid/customer_group_remove_other/:customerUuid',
    summary:
      'The leader removes a member. With more than two members the member goes; otherwise the group disappears.',
    access: 'customer',
    params: account,
    owner: 'customerUuid',
    body: RemoveOtherCustomerSchema,
    response: GroupChangeSchema,
    errors: groupErrors,
    tags,
  }),
  customerSpendLimit: defineContract({
    id: 'groups.customerSpendLimit',
    method: 'put',
    path: '/v2/:spid/customer_group_member/:customerUuid/spend_limit',
    summary: 'The leader, who pays for the members, sets a member’s monthly spend limit (cents).',
    access: 'customer',
    params: account,
    owner: 'customerUuid',
    body: CustomerSpendLimitSchema,
    response: CustomerGroupInfosSchema,
    errors: groupErrors,
    tags,
  }),
  leaveMobileGroup: defineContract({
    id: 'groups.leaveMobileGroup',
    method: 'put',
    path: '/v2/:spid/mobile_group_leave/:customerUuid',
    summary:
      'One of the account’s SIMs leaves its mobile group. A group of two, or one its leading SIM leaves, ' +
      'disappears as a whole.',
    access: 'customer',
    params: account,
    owner: 'customerUuid',
    body: LeaveMobileGroupSchema,
    response: GroupChangeSchema,
    errors: ['not_found', 'no_params'],
    tags,
  }),
  removeOtherMobile: defineContract({
    id: 'groups.removeOtherMobile',
    method: 'put',
    path: '/v2/:spid/mobile_group_remove_other/:customerUuid',
    summary:
      'The leader removes a member SIM. With more than two members it goes; otherwise the group disappears.',
    access: 'customer',
    params: account,
    owner: 'customerUuid',
    body: RemoveOtherMobileSchema,
    response: GroupChangeSchema,
    errors: groupErrors,
    tags,
  }),
  mobileSpendLimit: defineContract({
    id: 'groups.mobileSpendLimit',
    method: 'put',
    path: '/v2/:spid/mobile_group_member/:customerUuid/spend_limit',
    summary: 'The leader sets a member SIM’s monthly spend limit (cents).',
    access: 'customer',
    params: account,
    owner: 'customerUuid',
    body: MobileSpendLimitSchema,
    response: MobileGroupInfosSchema,
    errors: groupErrors,
    tags,
  }),
  mobileGroupSettings: defineContract({
    id: 'groups.mobileGroupSettings',
    method: 'put',
    path: '/v2/:spid/mobile_group/:customerUuid/settings',
    summary:
      'The leader changes the group’s SIM settings (SelfManaged, Grouped, UseMasterBillingAccount) where its ' +
      'plan kind lets the customer change them.',
    access: 'customer',
    params: account,
    owner: 'customerUuid',
    body: MobileGroupSettingsSchema,
    response: MobileGroupInfosSchema,
    errors: [...groupErrors, 'group_setting_locked'],
    tags,
  }),
};
