import { fixtureUuid, mobileProductUuid, personaCustomerUuid, shopAddressIdx } from '@portal/fixtures';
import { defaultGroupSettings } from '@portal/shared';
import type { Examples } from '../harness';

const spid = '68';
const TAG = '4e5f6a7b-8c9d-4e0f-9a1b-2c3d4e5f6a7b';
const home = personaCustomerUuid('multi', 0);
const work = personaCustomerUuid('multi', 1);
/** multi.accounts' third account, and its SIM, are in no group. */
const bach = personaCustomerUuid('multi', 2);
const CUSTOMER_GROUP = fixtureUuid('customer-group:multi');
const MOBILE_GROUP = fixtureUuid('mobile-group:multi');
const page = { query: { PageNumber: '1', PageSize: '10' }, badQuery: { PageSize: '500' } };
/** A record of multi.accounts' home account, which leads both groups. */
const led = (uuid: string) => ({ as: 'multi' as const, params: { spid, customerUuid: home, uuid } });

/** The legacy v2 REST: multi.accounts' home account leads its groups and sent the seeded invite. */
export const legacyRestExamples: Examples = {
  'legacy.customerSearch': {
    as: 'multi',
    params: { spid },
    query: { q: 'multi', PageNumber: '1', PageSize: '2' },
    badQuery: { PageSize: '500' },
  },
  'legacy.customerTags': (ids) => ({
    as: 'ana',
    params: { spid, customerUuid: ids.customer.ana },
    query: { PageNumber: '1' },
    badQuery: { PageNumber: '0' },
  }),
  'legacy.addCustomerTag': (ids) => ({
    as: 'ana',
    params: { spid, customerUuid: ids.customer.ana },
    body: { Name: 'Fibre' },
    badBody: { Name: ' ' },
  }),
  'legacy.removeCustomerTag': (ids) => ({
    as: 'ana',
    params: { spid, customerUuid: ids.customer.ana, tagUuid: TAG },
    // No such tag: the legacy answer for a missing record.
    status: 404,
  }),
  'legacy.customerFromIdentity': {
    as: 'ana',
    params: { spid },
    query: { IdentityProvider: 'LOCAL', AuthID: 'ana.postpay@example.co.nz' },
    badQuery: { IdentityProvider: 'MYSPACE', AuthID: 'ana.postpay@example.co.nz' },
  },
  'legacy.customerGroupCheck': (ids) => ({ as: 'multi', params: { spid, customerUuid: ids.customer.multi } }),
  'legacy.mobileGroupCheck': (ids) => ({
    as: 'multi',
    params: { spid, customerUuid: ids.customer.multi },
    query: { MobileUUID: mobileProductUuid('multi:home') },
    badQuery: { MobileUUID: 'home' },
  }),
  'legacy.expireApproval': (ids) => ({
    as: 'multi',
    params: { spid, customerUuid: ids.customer.multi },
    body: { UUID: fixtureUuid('approval:multi:unverified') },
    badBody: { UUID: 'the invite' },
  }),
  'legacy.customerGroupList': { as: 'multi', params: { spid, customerUuid: home }, ...page },
  'legacy.customerGroupGet': led(CUSTOMER_GROUP),
  'legacy.customerGroupCreate': (ids) => ({
    as: 'ana',
    params: { spid, customerUuid: ids.customer.ana },
    body: { Kind: 'FAMILY' },
    badBody: { Kind: 'TRIBE' },
  }),
  'legacy.customerGroupUpdate': {
    ...led(CUSTOMER_GROUP),
    body: { Kind: 'COMPANION' },
    badBody: { Kind: 'x' },
  },
  'legacy.customerGroupDelete': led(CUSTOMER_GROUP),
  'legacy.customerGroupMemberList': { as: 'multi', params: { spid, customerUuid: home }, ...page },
  'legacy.customerGroupMemberGet': led(fixtureUuid(`customer-group-member:multi:${work}`)),
  'legacy.customerGroupMemberCreate': {
    as: 'multi',
    params: { spid, customerUuid: home },
    body: { CustomerGroupUUID: CUSTOMER_GROUP, CustomerUUID: bach, SpendLimitCents: 5000 },
    badBody: { CustomerGroupUUID: 'the group', CustomerUUID: bach },
  },
  'legacy.customerGroupMemberUpdate': {
    ...led(fixtureUuid(`customer-group-member:multi:${work}`)),
    body: { SpendLimitCents: 2000 },
    badBody: { SpendLimitCents: -1 },
  },
  'legacy.customerGroupMemberDelete': led(fixtureUuid(`customer-group-member:multi:${work}`)),
  'legacy.mobileGroupList': { as: 'multi', params: { spid, customerUuid: home }, ...page },
  'legacy.mobileGroupGet': led(MOBILE_GROUP),
  'legacy.mobileGroupCreate': {
    as: 'multi',
    params: { spid, customerUuid: bach },
    body: { MobileProductUUID: mobileProductUuid('multi:bach'), PlanKind: 'family' },
    badBody: { MobileProductUUID: mobileProductUuid('multi:bach'), PlanKind: 'tribe' },
  },
  'legacy.mobileGroupUpdate': {
    ...led(MOBILE_GROUP),
    body: defaultGroupSettings('family'),
    badBody: { SelfManaged: 'yes' },
  },
  'legacy.mobileGroupDelete': led(MOBILE_GROUP),
  'legacy.mobileGroupMemberList': { as: 'multi', params: { spid, customerUuid: home }, ...page },
  'legacy.mobileGroupMemberGet': led(fixtureUuid('mobile-group-member:multi:multi:work')),
  'legacy.mobileGroupMemberCreate': {
    as: 'multi',
    params: { spid, customerUuid: home },
    body: {
      MobileGroupUUID: MOBILE_GROUP,
      MobileProductUUID: mobileProductUuid('multi:bach'),
      PaidByLeader: true,
    },
    badBody: { MobileGroupUUID: 'the group', MobileProductUUID: mobileProductUuid('multi:bach') },
  },
  'legacy.mobileGroupMemberUpdate': {
    ...led(fixtureUuid('mobile-group-member:multi:multi:work')),
    body: { SpendLimitCents: 1500 },
    badBody: { SpendLimitCents: 'lots' },
  },
  'legacy.mobileGroupMemberDelete': led(fixtureUuid('mobile-group-member:multi:multi:work')),
  'legacy.serviceAvailabilityList': (ids) => ({
    as: 'ana',
    params: { spid, customerUuid: ids.customer.ana },
    ...page,
  }),
  'legacy.serviceAvailabilityGet': (ids) => ({
    as: 'ana',
    params: { spid, customerUuid: ids.customer.ana, uuid: fixtureUuid('service-availability:ana') },
  }),
  'legacy.serviceAvailabilityCreate': (ids) => ({
    as: 'ana',
    params: { spid, customerUuid: ids.customer.ana },
    body: { LocationProvider: 'LINZ', LocationProviderIDX: shopAddressIdx('fwa-scope') },
    badBody: { LocationProvider: '', LocationProviderIDX: shopAddressIdx('fwa-scope') },
  }),
  'legacy.serviceAvailabilityUpdate': (ids) => ({
    as: 'ana',
    params: { spid, customerUuid: ids.customer.ana, uuid: fixtureUuid('service-availability:ana') },
    body: { LocationProvider: 'LINZ', LocationProviderIDX: shopAddressIdx('none') },
    badBody: { LocationProvider: 'LINZ' },
  }),
  'legacy.serviceAvailabilityDelete': (ids) => ({
    as: 'ana',
    params: { spid, customerUuid: ids.customer.ana, uuid: fixtureUuid('service-availability:ana') },
  }),
};
