import { fixtureUuid, mobileProductUuid } from '@portal/fixtures';
import type { Examples } from '../harness';

const spid = '68';
const TAG = '4e5f6a7b-8c9d-4e0f-9a1b-2c3d4e5f6a7b';

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
};
