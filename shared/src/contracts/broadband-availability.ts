import {
  AddressSearchQuerySchema,
  AvailabilityQuerySchema,
  BroadbandPlansSchema,
  PlansQuerySchema,
  ServiceAvailabilitySchema,
  ShopAddressSearchSchema,
} from '../entities/shop-catalogue';
import { defineContract } from './define';

/** Where broadband can be had: address search, fixed wireless availability and the plans at an address. */
const tags = ['broadband'];
const addressSearch = (id: string, path: string, what: string) =>
  defineContract({
    id,
    method: 'get',
    path,
    summary: `Finds New Zealand addresses matching q (${what}), each with the networks that reach it.`,
    access: 'public',
    query: AddressSearchQuerySchema,
    response: ShopAddressSearchSchema,
    tags,
  });

export const broadbandAvailabilityContracts = {
  fwaSearchAddress: addressSearch(
    'broadband.fwaSearchAddress',
    '/fwa/searchAddress',
    'fixed wireless search',
  ),
  ufbSearchAddress: addressSearch('broadband.ufbSearchAddress', '/ufb/searchAddress', 'fibre search'),
  searchAddress: addressSearch('broadband.searchAddress', '/broadband/v1/search_address', 'both networks'),
  fwaServiceAvailability: defineContract({
    id: 'broadband.fwaServiceAvailability',
    method: 'get',
    path: '/fwa/service_availability',
    summary:
      'The fixed wireless status at an address: service_available, service_scope_required or ' +
      'service_installation_required can be sold; service_unavailable cannot.',
    access: 'public',
    query: AvailabilityQuerySchema,
    response: ServiceAvailabilitySchema,
    tags,
  }),
  plans: defineContract({
    id: 'broadband.plans',
    method: 'get',
    path: '/broadband/v1/plans',
    summary:
      'The plans of a network at an address with its service availability (fibre: Available with a PrequalUUID, ' +
      'or NotAvailable and no plans).',
    access: 'public',
    query: PlansQuerySchema,
    response: BroadbandPlansSchema,
    tags,
  }),
};
