import {
  AutoRoamingRequestSchema,
  AutoRoamingSchema,
  MsisdnChangeRequestSchema,
  MsisdnSearchAnswerSchema,
  MsisdnSearchRequestSchema,
  PutSimSettingsRequestSchema,
  SimActionRequestSchema,
  SimSettingsAnswerSchema,
  SimSettingsQuerySchema,
  SimStatusSchema,
  SimSwapRequestSchema,
} from '../entities/sim-settings';
import { MobileProductViewSchema } from '../entities/mobile-product';
import { UuidSchema } from '../entities/common';
import { z } from 'zod';
import { defineContract } from './define';

/*
 * SIM settings and actions, at the specification's paths. The customer is named in the body or query; the
 * behaviour checks the caller owns it and the service (another's answers 404).
 */
const tags = ['mobile', 'sim'];

export const simSettingsContracts = {
  getAutoRoaming: defineContract({
    id: 'sim.getAutoRoaming',
    method: 'get',
    path: '/sim/daily-roaming/auto-active/:customer/:mobile',
    summary: 'Whether daily roaming turns itself on when the service is used abroad.',
    access: 'customer',
    params: z.object({ customer: UuidSchema, mobile: UuidSchema }),
    owner: 'customer',
    response: AutoRoamingSchema,
    errors: ['not_found'],
    tags,
  }),
  setAutoRoaming: defineContract({
    id: 'sim.setAutoRoaming',
    method: 'post',
    path: '/sim/daily-roaming/auto-active',
    summary:
      'Turns daily roaming auto-activation on or off. Under sim-settings.slow-write it is stored late.',
    access: 'customer',
    body: AutoRoamingRequestSchema,
    response: AutoRoamingSchema,
    errors: ['not_found'],
    tags,
  }),
  getSettings: defineContract({
    id: 'sim.getSettings',
    method: 'get',
    path: '/sim/v1/settings',
    summary: 'The call settings of a service, and whether operator barring overrides them.',
    access: 'customer',
    query: SimSettingsQuerySchema,
    response: SimSettingsAnswerSchema,
    errors: ['not_found'],
    tags,
  }),
  putSettings: defineContract({
    id: 'sim.putSettings',
    method: 'put',
    path: '/sim/v1/settings',
    summary:
      'Stores the call settings of a service. Settings that break a dependency (forwarding, waiting or hold ' +
      'with incoming calls barred; forwarding with outgoing calls barred) are refused. Under ' +
      'sim-settings.slow-write it answers after 1 to 3 s, so the portal queues its writes and the last one wins.',
    access: 'customer',
    body: PutSimSettingsRequestSchema,
    response: SimSettingsAnswerSchema,
    errors: ['not_found', 'validation'],
    tags,
  }),
  enable: defineContract({
    id: 'sim.enable',
    method: 'post',
    path: '/sim/enable',
    summary: 'Enables the SIM of a service again.',
    access: 'customer',
    body: SimActionRequestSchema,
    response: SimStatusSchema,
    errors: ['not_found'],
    tags,
  }),
  disable: defineContract({
    id: 'sim.disable',
    method: 'post',
    path: '/sim/disable',
    summary:
      'Disables the SIM of a service (a lost or stolen phone): it cannot call or use data until enabled.',
    access: 'customer',
    body: SimActionRequestSchema,
    response: SimStatusSchema,
    errors: ['not_found'],
    tags,
  }),
  status: defineContract({
    id: 'sim.status',
    method: 'post',
    path: '/sim/status',
    summary: 'The SIM of a service: number, SIM ID, IMSI, whether it is enabled, and its PUK.',
    access: 'customer',
    body: SimActionRequestSchema,
    response: SimStatusSchema,
    errors: ['not_found'],
    tags,
  }),
  swap: defineContract({
    id: 'sim.swap',
    method: 'post',
    path: '/sim/swap',
    summary:
      'Moves the service to another SIM of the account, which must be pre-activated (status 2); the spare SIM ' +
      'is used up. Any other SIM ID answers "SIM swap issue".',
    access: 'customer',
    body: SimSwapRequestSchema,
    response: MobileProductViewSchema,
    errors: ['not_found', 'sim_swap_error'],
    tags,
  }),
  searchNumbers: defineContract({
    id: 'sim.searchNumbers',
    method: 'post',
    path: '/sim/v1/msisdn/search',
    summary:
      'Free numbers the service can change to, 15 a page. None free (scenario numbers.none-free, or past the ' +
      'last page) answers "No new phone numbers".',
    access: 'customer',
    body: MsisdnSearchRequestSchema,
    response: MsisdnSearchAnswerSchema,
    errors: ['not_found', 'no_new_phone_numbers'],
    tags,
  }),
  changeNumber: defineContract({
    id: 'sim.changeNumber',
    method: 'post',
    path: '/sim/v1/msisdn',
    summary:
      'Changes the number of a service to a free one. An empty MSISDN answers "No Phone Number"; a number that ' +
      'is not free is refused.',
    access: 'customer',
    body: MsisdnChangeRequestSchema,
    response: MobileProductViewSchema,
    errors: ['not_found', 'no_phone_number', 'phone_number_taken'],
    tags,
  }),
};
