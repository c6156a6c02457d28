import { z } from 'zod';
import { OkSchema, UuidSchema } from '../entities/common';
import {
  ApprovalActionResultSchema,
  ApprovalActionSchema,
  BillingApprovalCreateSchema,
  BillingApprovalSchema,
  BillingRequestsSchema,
  BillingRouteDeleteSchema,
  BillingRouteListSchema,
  BillingRouteSchema,
  BillingRouteUpdateSchema,
} from '../entities/billing-route';
import { defineContract } from './define';

/*
 * Billing routes. The path of the approval invite is not shown: it sits beside the
 * approval action.
 */
const CustomerParams = z.object({ uid: UuidSchema });
const RouteParams = CustomerParams.extend({ routeId: UuidSchema });
const tags = ['billing-routes'];

export const billingRouteContracts = {
  list: defineContract({
    id: 'billingRoutes.list',
    method: 'get',
    path: '/customers/:uid/billing-routes',
    summary:
      'The customer’s routes, parent (another account pays for this one) and child (this one pays), with ' +
      'CanInvite and CanRequest. A read of the billing_routes collection the portal watches live.',
    access: 'customer',
    params: CustomerParams,
    owner: 'uid',
    response: BillingRouteListSchema,
    tags,
  }),
  requests: defineContract({
    id: 'billingRoutes.requests',
    method: 'get',
    path: '/customers/:uid/billing-routes/requests',
    summary:
      'Invites (sent by this customer) and Approvals (waiting for this customer). With ApprovalCode: only ' +
      'the approval of that link token, which the holder of the link may answer.',
    access: 'customer',
    params: CustomerParams,
    owner: 'uid',
    query: z.object({ ApprovalCode: z.string().trim().min(1).max(100).optional() }),
    response: BillingRequestsSchema,
    tags,
  }),
  invite: defineContract({
    id: 'billingRoutes.invite',
    method: 'post',
    path: '/customers/:uid/billing-routes/approval',
    summary:
      'An invite (this customer offers to pay for another) or a request (this customer asks another to pay): ' +
      'to a phone number or mobile product, with a description; it expires after 1 hour. The link goes to ' +
      'the other account by SMS (the outbox).',
    access: 'customer',
    params: CustomerParams,
    owner: 'uid',
    body: BillingApprovalCreateSchema,
    response: BillingApprovalSchema,
    status: 201,
    errors: ['validation', 'approval_to_self'],
    tags,
  }),
  action: defineContract({
    id: 'billingRoutes.action',
    method: 'post',
    path: '/customers/:uid/billing-routes/approval/action',
    summary:
      'Answers an invite or request: APPROVE makes the route with its Name, SpendLimit (cents), SpendCycle and ' +
      'SpendCycleCount; REJECT declines it. "no_invite" when no pending approval matches.',
    access: 'customer',
    params: CustomerParams,
    owner: 'uid',
    body: ApprovalActionSchema,
    response: ApprovalActionResultSchema,
    errors: ['no_invite', 'approval_expired', 'approval_answered'],
    tags,
  }),
  update: defineContract({
    id: 'billingRoutes.update',
    method: 'put',
    path: '/customers/:uid/billing-routes/:routeId',
    summary: 'Changes a route’s name, description and limits.',
    access: 'customer',
    params: RouteParams,
    owner: 'uid',
    body: BillingRouteUpdateSchema,
    response: BillingRouteSchema,
    errors: ['billing_route_not_found'],
    tags,
  }),
  remove: defineContract({
    id: 'billingRoutes.remove',
    method: 'delete',
    path: '/customers/:uid/billing-routes/:routeId',
    summary:
      'Removes a route, naming its DebitAccount and CreditAccount. Only while another valid payment method ' +
      'exists for the customer it paid for.',
    access: 'customer',
    params: RouteParams,
    owner: 'uid',
    body: BillingRouteDeleteSchema,
    response: OkSchema,
    errors: ['billing_route_not_found', 'route_needs_payment_method'],
    tags,
  }),
};
