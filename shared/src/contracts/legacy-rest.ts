import { z } from 'zod';
import { OkSchema, SpidParamSchema, UuidSchema } from '../entities/common';
import { CustomerListSchema } from '../entities/customer';
import { ApprovalViewSchema } from '../entities/groups';
import {
  CustomerPageSchema,
  CustomerTagPageSchema,
  CustomerTagRequestSchema,
  CustomerTagSchema,
  GroupCheckSchema,
  LegacyPagingSchema,
} from '../entities/legacy-rest';
import { defineContract } from './define';
import { legacyResourceCalls } from './legacy-resources';

/*
 * The legacy v2 per-resource REST with the SPID, where the current calls leave a gap: the generic search and
 * paging of customers, customer tags, customer_from_identity, the *_check routes and expire. A search answers 404
 * "Object not found" when nothing matches, which the portal reads as an empty result.
 */
const tags = ['legacy'];
const account = SpidParamSchema.extend({ customerUuid: UuidSchema });

export const legacyRestContracts = {
  customerSearch: defineContract({
    id: 'legacy.customerSearch',
    method: 'get',
    path: '/v2/:spid/customer_search',
    summary:
      'Searches the accounts of the signed-in login by name, email, mobile number or rewards number, a page at ' +
      'a time (PageNumber, PageSize up to 100) with the total; none matching answers 404 "Object not found".',
    access: 'customer',
    params: SpidParamSchema,
    query: LegacyPagingSchema.extend({ q: z.string().trim().max(100).default('') }),
    response: CustomerPageSchema,
    errors: ['object_not_found'],
    tags,
  }),
  customerTags: defineContract({
    id: 'legacy.customerTags',
    method: 'get',
    path: '/v2/:spid/customer_tag/:customerUuid',
    summary: 'The tags of an account, oldest first, a page at a time with the total.',
    access: 'customer',
    params: account,
    owner: 'customerUuid',
    query: LegacyPagingSchema,
    response: CustomerTagPageSchema,
    tags,
  }),
  addCustomerTag: defineContract({
    id: 'legacy.addCustomerTag',
    method: 'post',
    path: '/v2/:spid/customer_tag/:customerUuid',
    summary:
      'Tags an account (a name of 1 to 60 characters); a tag the account already has is answered as it is.',
    access: 'customer',
    params: account,
    owner: 'customerUuid',
    body: CustomerTagRequestSchema,
    response: CustomerTagSchema,
    status: 201,
    tags,
  }),
  removeCustomerTag: defineContract({
    id: 'legacy.removeCustomerTag',
    method: 'delete',
    path: '/v2/:spid/customer_tag/:customerUuid/:tagUuid',
    summary: 'Removes a tag of the account.',
    access: 'customer',
    params: account.extend({ tagUuid: UuidSchema }),
    owner: 'customerUuid',
    response: OkSchema,
    errors: ['object_not_found'],
    tags,
  }),
  customerFromIdentity: defineContract({
    id: 'legacy.customerFromIdentity',
    method: 'get',
    path: '/v2/:spid/customer_from_identity',
    summary:
      'The accounts an identity (provider and its user id, the email for LOCAL) signs in to, for an identity ' +
      'of the signed-in login only; any other answers 404 "Object not found".',
    access: 'customer',
    params: SpidParamSchema,
    query: z.object({
      IdentityProvider: z.enum(['LOCAL', 'GOOGLE', 'APPLE', 'FACEBOOK']),
      AuthID: z.string().trim().min(1).max(254),
    }),
    response: CustomerListSchema,
    errors: ['object_not_found'],
    tags,
  }),
  customerGroupCheck: defineContract({
    id: 'legacy.customerGroupCheck',
    method: 'get',
    path: '/v2/:spid/customer_group_check/:customerUuid',
    summary: 'Whether the account is in a customer group, and whether it leads it.',
    access: 'customer',
    params: account,
    owner: 'customerUuid',
    response: GroupCheckSchema,
    tags,
  }),
  mobileGroupCheck: defineContract({
    id: 'legacy.mobileGroupCheck',
    method: 'get',
    path: '/v2/:spid/mobile_group_check/:customerUuid',
    summary: 'Whether a SIM of the account (MobileUUID) is in a mobile group, and whether it leads it.',
    access: 'customer',
    params: account,
    owner: 'customerUuid',
    query: z.object({ MobileUUID: UuidSchema }),
    response: GroupCheckSchema,
    errors: ['not_found'],
    tags,
  }),
  expireApproval: defineContract({
    id: 'legacy.expireApproval',
    method: 'post',
    path: '/v2/:spid/approvals/:customerUuid/expire',
    summary:
      'Expires now a pending invite the account sent (UUID), instead of an hour after it was sent: it can no ' +
      'longer be accepted. An invite not pending, or not the account’s, is not found.',
    access: 'customer',
    params: account,
    owner: 'customerUuid',
    body: z.object({ UUID: UuidSchema }),
    response: ApprovalViewSchema,
    errors: ['object_not_found'],
    tags,
  }),
  ...legacyResourceCalls,
};
