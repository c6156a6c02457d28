import { DEMO_PASSWORD } from '@portal/fixtures';
import type { Examples } from '../harness';

export const profileExamples: Examples = {
  'profile.update': (ids) => ({
    as: 'ana',
    params: { uuid: ids.customer.ana },
    body: { SPID: 68, FirstName: 'Ana', LastName: 'Postpay' },
    // The rewards number is not set with the details.
    badBody: { SPID: 68, FirstName: 'Ana', ExternalRef5: 'RW-1234' },
  }),
  'profile.patch': (ids) => ({
    as: 'ana',
    params: { uuid: ids.customer.ana },
    body: { SPID: 68, ExternalRef5: 'RW-5678' },
    badBody: { SPID: 68 },
  }),
  'profile.changeEmail': (ids) => ({
    as: 'ana',
    params: { spid: '68', uuid: ids.customer.ana },
    body: { SPID: 68, Email: 'ana.new@example.co.nz', Password: DEMO_PASSWORD },
    badBody: { SPID: 68, Email: 'not an email', Password: DEMO_PASSWORD },
  }),
  'profile.getNotifications': (ids) => ({ as: 'ana', params: { uuid: ids.customer.ana } }),
  'profile.setNotifications': (ids) => ({
    as: 'ana',
    params: { uuid: ids.customer.ana },
    body: { OffersEmail: 2 },
    badBody: { OffersEmail: 1 },
  }),
  'profile.addons': (ids) => ({ as: 'ana', params: { uuid: ids.customer.ana } }),
};
