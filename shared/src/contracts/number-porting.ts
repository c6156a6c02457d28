import { z } from 'zod';
import { UuidParamSchema } from '../entities/common';
import {
  NumberLookupSchema,
  PortActionSchema,
  PortCancelSchema,
  PortListSchema,
  PortRequestSchema,
  PortRetrySchema,
  PortViewSchema,
} from '../entities/number-porting';
import { defineContract } from './define';

/*
 * Porting a number in from another provider. Calls whose path names no customer carry the CustomerUUID in the
 * body; a port of another account is as unknown as a missing one. Where a port stands is derived from the clock
 * when read.
 */
const tags = ['mobile', 'porting'];

export const numberPortingContracts = {
  request: defineContract({
    id: 'numberPorting.request',
    method: 'put',
    path: '/mobile_porting',
    summary:
      'Asks the losing provider to move a number onto one of the account’s SIMs. The provider validates and ' +
      'approves it (or refuses it: "provider incorrect", "account number incorrect"), then the number moves ' +
      'and its service starts, within three hours.',
    access: 'customer',
    body: PortRequestSchema,
    response: PortViewSchema,
    errors: ['not_found', 'port_in_progress', 'port_number_ours'],
    tags,
  }),
  retry: defineContract({
    id: 'numberPorting.retry',
    method: 'put',
    path: '/mobile_porting_retry',
    summary:
      'Resubmits a refused port with corrected details (it starts again from the request), or starts a failed ' +
      'service activation again.',
    access: 'customer',
    body: PortRetrySchema,
    response: PortViewSchema,
    errors: ['not_found', 'port_not_retryable'],
    tags,
  }),
  cancel: defineContract({
    id: 'numberPorting.cancel',
    method: 'put',
    path: '/customer/:uuid/cancel_mobile_porting',
    summary: 'Cancels a port; only before the losing provider has approved it.',
    access: 'customer',
    params: UuidParamSchema,
    owner: 'uuid',
    body: PortCancelSchema,
    response: PortViewSchema,
    errors: ['not_found', 'port_not_cancellable'],
    tags,
  }),
  action: defineContract({
    id: 'numberPorting.action',
    method: 'put',
    path: '/customer/:uuid/mobile_porting/action',
    summary:
      'The customer’s action on a port: cancel (before approval) or retry (after a refusal or failure).',
    access: 'customer',
    params: UuidParamSchema,
    owner: 'uuid',
    body: PortActionSchema,
    response: PortViewSchema,
    errors: ['not_found', 'port_not_cancellable', 'port_not_retryable'],
    tags,
  }),
  list: defineContract({
    id: 'numberPorting.list',
    method: 'get',
    path: '/customer/:uuid/mobile_porting',
    summary: 'The account’s ports, newest first, each with the states it has reached and what comes next.',
    access: 'customer',
    params: UuidParamSchema,
    owner: 'uuid',
    response: PortListSchema,
    tags,
  }),
  lookup: defineContract({
    id: 'numberPorting.lookup',
    method: 'get',
    path: '/porting/v1/msisdn/:number',
    summary:
      'Who holds a number on the network, whether it can be ported in, and the caller’s port of it, if any.',
    access: 'customer',
    params: z.object({ number: z.string().regex(/^\+?\d{8,15}$/) }),
    response: NumberLookupSchema,
    tags,
  }),
};
