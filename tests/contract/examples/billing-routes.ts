import { ANA_PAYS_MERE, personaCustomerUuid, TAMA_ASKS_ANA } from '@portal/fixtures';
import type { Examples } from '../harness';

const invite = {
  SPID: 68,
  ApprovalType: 'BILLING_INVITE',
  RequestedTo: '021 123 4504',
  Description: 'Your mobile',
};
const approve = {
  Action: 'APPROVE',
  ApprovalUUID: TAMA_ASKS_ANA,
  SpendCycle: 'MONTHLY',
  SpendCycleCount: 3,
  SpendLimit: 2000,
  Type: 'request',
  Name: 'Tama phone',
};

export const billingRouteExamples: Examples = {
  'billingRoutes.list': (ids) => ({ as: 'ana', params: { uid: ids.customer.ana } }),
  'billingRoutes.requests': (ids) => ({
    as: 'ana',
    params: { uid: ids.customer.ana },
    badQuery: { ApprovalCode: ' ' },
  }),
  'billingRoutes.invite': (ids) => ({
    as: 'ana',
    params: { uid: ids.customer.ana },
    body: invite,
    badBody: { ...invite, Description: '' },
    status: 201,
  }),
  // tama's pending request asks ana to pay.
  'billingRoutes.action': (ids) => ({
    as: 'ana',
    params: { uid: ids.customer.ana },
    body: approve,
    badBody: { ...approve, SpendCycleCount: 1.5 },
  }),
  'billingRoutes.update': (ids) => ({
    as: 'ana',
    params: { uid: ids.customer.ana, routeId: ANA_PAYS_MERE },
    body: { SpendLimit: 8000, SpendCycleCount: 6 },
    badBody: { SpendCycleCount: 2.5 },
  }),
  'billingRoutes.remove': (ids) => ({
    as: 'ana',
    params: { uid: ids.customer.ana, routeId: ANA_PAYS_MERE },
    body: { DebitAccount: personaCustomerUuid('multi', 1), CreditAccount: ids.customer.ana },
    badBody: { DebitAccount: 'not-a-uuid', CreditAccount: ids.customer.ana },
  }),
};
