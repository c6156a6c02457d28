import { fixtureUuid, mobileProductUuid, personaCustomerUuid } from '@portal/fixtures';
import type { Examples } from '../harness';

const spid = '68';
const customerGroup = fixtureUuid('customer-group:multi');
const mobileGroup = fixtureUuid('mobile-group:multi');
const seededInvite = fixtureUuid('approval:multi:unverified');
const home = mobileProductUuid('multi:home');
const work = mobileProductUuid('multi:work');
const workAccount = personaCustomerUuid('multi', 1);

/** multi.accounts' home account leads a family group and a mobile group with its work account (see the seed). */
export const groupExamples: Examples = {
  'groups.customerGroupInfo': (ids) => ({ as: 'multi', params: { spid, customerUuid: ids.customer.multi } }),
  'groups.mobileGroupInfo': (ids) => ({
    as: 'multi',
    foreign: 'ana',
    params: { spid },
    query: { CustomerUUID: ids.customer.multi },
    badQuery: { CustomerUUID: 'someone' },
  }),
  'groups.invite': (ids) => ({
    as: 'ana',
    params: { spid, customerUuid: ids.customer.ana },
    body: {
      RequestedTo: 'tama.prepay@example.co.nz',
      ApprovalType: 'GROUP_INVITE',
      ResourceDetails: 'COMPANION',
    },
    badBody: { ApprovalType: 'GROUP_INVITE' },
    status: 201,
  }),
  'groups.approvals': (ids) => ({ as: 'multi', params: { spid, customerUuid: ids.customer.multi } }),
  // The sender cancels the invite it sent.
  'groups.approvalAction': (ids) => ({
    as: 'multi',
    params: { spid, customerUuid: ids.customer.multi },
    body: { UUID: seededInvite, Action: 'CANCELLED' },
    badBody: { Action: 'CANCELLED' },
  }),
  'groups.leaveCustomerGroup': (ids) => ({
    as: 'multi',
    params: { spid, customerUuid: ids.customer.multi },
    body: { CustomerGroupUUID: customerGroup },
    badBody: {},
  }),
  'groups.removeOtherCustomer': (ids) => ({
    as: 'multi',
    params: { spid, customerUuid: ids.customer.multi },
    body: { CustomerGroupUUID: customerGroup, OtherCustomerUUID: workAccount },
    badBody: { CustomerGroupUUID: customerGroup },
  }),
  'groups.customerSpendLimit': (ids) => ({
    as: 'multi',
    params: { spid, customerUuid: ids.customer.multi },
    body: {
      CustomerGroupUUID: customerGroup,
      OtherCustomerUUID: workAccount,
      SpendLimitCents: 5000,
    },
    badBody: { CustomerGroupUUID: customerGroup, OtherCustomerUUID: workAccount, SpendLimitCents: -1 },
  }),
  'groups.leaveMobileGroup': (ids) => ({
    as: 'multi',
    params: { spid, customerUuid: ids.customer.multi },
    body: { MobileGroupUUID: mobileGroup, MobileProductUUID: home },
    badBody: { MobileGroupUUID: mobileGroup },
  }),
  'groups.removeOtherMobile': (ids) => ({
    as: 'multi',
    params: { spid, customerUuid: ids.customer.multi },
    body: { MobileGroupUUID: mobileGroup, OtherCustomerUUID: workAccount, OtherMobileProductUUID: work },
    badBody: { MobileGroupUUID: mobileGroup },
  }),
  'groups.mobileSpendLimit': (ids) => ({
    as: 'multi',
    params: { spid, customerUuid: ids.customer.multi },
    body: {
      MobileGroupUUID: mobileGroup,
      OtherCustomerUUID: workAccount,
      OtherMobileProductUUID: work,
      SpendLimitCents: 2000,
    },
    badBody: { MobileGroupUUID: mobileGroup, SpendLimitCents: 'lots' },
  }),
  'groups.mobileGroupSettings': (ids) => ({
    as: 'multi',
    params: { spid, customerUuid: ids.customer.multi },
    body: { MobileGroupUUID: mobileGroup, SelfManaged: false },
    badBody: { MobileGroupUUID: mobileGroup, SelfManaged: 'no' },
  }),
};
