import type { Examples } from '../harness';

export const coreExamples: Examples = {
  'system.health': {},
  'system.remoteConfig': { params: { spid: '68' } },
  'system.reportClientEvent': {
    body: { Kind: 'error', Message: 'Script error', Path: '/help' },
    badBody: { Kind: 'crash', Message: 'Script error', Path: '/help' },
  },
  'auth.signIn': {
    params: { spid: '68' },
    body: {
      IdentityProvider: 'LOCAL',
      AuthID: 'ana.postpay@example.co.nz',
      AuthCode: 'Fibre-demo-2026',
      SPID: 68,
    },
    badBody: { IdentityProvider: 'LOCAL', AuthID: 42, SPID: 68 },
  },
  'customer.listMine': { as: 'ana', params: { spid: '68' } },
  'customer.get': (ids) => ({ as: 'ana', params: { spid: '68', uuid: ids.customer.ana } }),
};
