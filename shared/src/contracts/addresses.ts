import { z } from 'zod';
import {
  AddressCreateSchema,
  AddressListSchema,
  AddressSchema,
  AddressTypeSchema,
  AddressUpdateSchema,
  LocationSearchResultSchema,
} from '../entities/addresses';
import { OkSchema, SpidParamSchema, UuidSchema } from '../entities/common';
import { PAGING } from '../config';
import { defineContract } from './define';

/*
 * Delivery addresses go through the location service of the legacy v2 REST with SPID (the specification does
 * not show the paths). Chosen: location/search under the SPID, and the address resource nested under the
 * customer that owns it, so ownership is checked from the path.
 */
const CustomerParams = SpidParamSchema.extend({ uuid: UuidSchema });
const AddressParams = CustomerParams.extend({ addressUuid: UuidSchema });

export const addressContracts = {
  searchLocations: defineContract({
    id: 'addresses.searchLocations',
    method: 'get',
    path: '/v2/:spid/location/search',
    summary:
      'Location search over the New Zealand address set. Answers 404 when nothing matches (a legacy search; ' +
      'the client takes 200 and 404 as results).',
    access: 'customer',
    params: SpidParamSchema,
    query: z.object({
      query: z.string().trim().min(2, { error: 'Please enter at least 2 characters' }).max(100),
      limit: z.coerce.number().int().min(1).max(50).default(10),
    }),
    response: LocationSearchResultSchema,
    errors: ['not_found'],
    tags: ['addresses'],
  }),
  list: defineContract({
    id: 'addresses.list',
    method: 'get',
    path: '/v2/:spid/customer/:uuid/address',
    summary: 'The customer’s address entities of one type (DELIVERY by default), sorted by Rank, paged.',
    access: 'customer',
    params: CustomerParams,
    owner: 'uuid',
    query: z.object({
      AddressType: AddressTypeSchema.default('DELIVERY'),
      page: z.coerce.number().int().min(1).default(1),
      per_page: z.coerce.number().int().min(1).max(100).default(PAGING.pageSize),
    }),
    response: AddressListSchema,
    tags: ['addresses'],
  }),
  create: defineContract({
    id: 'addresses.create',
    method: 'post',
    path: '/v2/:spid/customer/:uuid/address',
    summary:
      'Adds an address at a location of the location service. Street name, city and postcode are needed; ' +
      'without a location: "No Location". The first address becomes the default (Rank 1).',
    access: 'customer',
    params: CustomerParams,
    owner: 'uuid',
    body: AddressCreateSchema,
    response: AddressSchema,
    status: 201,
    errors: ['no_location', 'validation'],
    tags: ['addresses'],
  }),
  update: defineContract({
    id: 'addresses.update',
    method: 'put',
    path: '/v2/:spid/customer/:uuid/address/:addressUuid',
    summary: 'Changes an address: Rank 1 makes it the default and moves the others down; a new Description.',
    access: 'customer',
    params: AddressParams,
    owner: 'uuid',
    body: AddressUpdateSchema,
    response: AddressSchema,
    errors: ['not_found'],
    tags: ['addresses'],
  }),
  remove: defineContract({
    id: 'addresses.remove',
    method: 'delete',
    path: '/v2/:spid/customer/:uuid/address/:addressUuid',
    summary: 'Deletes an address. When the default goes, the next by Rank becomes the default.',
    access: 'customer',
    params: AddressParams,
    owner: 'uuid',
    response: OkSchema,
    errors: ['not_found'],
    tags: ['addresses'],
  }),
};
