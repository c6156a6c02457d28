import { fixtureUuid, mobileProductUuid, PREACTIVATED_SIMS } from '@portal/fixtures';
import { holderOfNumber } from '@portal/shared';
import type { Examples } from '../harness';

const spare = mobileProductUuid(PREACTIVATED_SIMS.tamaSpare.name);
/** multi.accounts' home service came in by a port that completed long ago. */
const donePort = fixtureUuid('port:multi:home');
const incoming = '021 555 0101';

export const portingExamples: Examples = {
  'numberPorting.request': (ids) => ({
    as: 'tama',
    foreign: 'ana',
    body: {
      CustomerUUID: ids.customer.tama,
      MobileProductUUID: spare,
      MSISDN: incoming,
      LosingProvider: holderOfNumber('64215550101'),
      AccountNumber: 'AC-1001',
    },
    badBody: { CustomerUUID: ids.customer.tama, MobileProductUUID: spare, MSISDN: 'call me' },
  }),
  // A finished port can be neither retried nor cancelled: the call is understood and refused.
  'numberPorting.retry': (ids) => ({
    as: 'multi',
    foreign: 'ana',
    body: { CustomerUUID: ids.customer.multi, PortUUID: donePort },
    badBody: { CustomerUUID: ids.customer.multi, PortUUID: 'port-1' },
    status: 409,
  }),
  'numberPorting.cancel': (ids) => ({
    as: 'multi',
    params: { uuid: ids.customer.multi },
    body: { PortUUID: donePort },
    badBody: { PortUUID: 7 },
    status: 409,
  }),
  'numberPorting.action': (ids) => ({
    as: 'multi',
    params: { uuid: ids.customer.multi },
    body: { Action: 'cancel', PortUUID: donePort },
    badBody: { Action: 'approve', PortUUID: donePort },
    status: 409,
  }),
  'numberPorting.list': (ids) => ({ as: 'multi', params: { uuid: ids.customer.multi } }),
  'numberPorting.lookup': { as: 'tama', params: { number: '0215550101' } },
};
