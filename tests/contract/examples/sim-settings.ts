import { mobileProductUuid, PREACTIVATED_SIMS } from '@portal/fixtures';
import { DEFAULT_SIM_SETTINGS } from '@portal/shared';
import type { Examples } from '../harness';

const ana = mobileProductUuid('ana');
const tama = mobileProductUuid('tama');

export const simSettingsExamples: Examples = {
  'sim.getAutoRoaming': (ids) => ({ as: 'ana', params: { customer: ids.customer.ana, mobile: ana } }),
  'sim.setAutoRoaming': (ids) => ({
    as: 'ana',
    body: { MobileUUID: ana, CustomerUUID: ids.customer.ana, AutoActive: true },
    badBody: { MobileUUID: ana, CustomerUUID: ids.customer.ana, AutoActive: 'yes' },
  }),
  'sim.getSettings': (ids) => ({
    as: 'ana',
    query: { MobileUUID: ana, CustomerUUID: ids.customer.ana },
    badQuery: { MobileUUID: 'nope', CustomerUUID: ids.customer.ana },
  }),
  'sim.putSettings': (ids) => ({
    as: 'ana',
    body: { MobileUUID: ana, CustomerUUID: ids.customer.ana, Settings: DEFAULT_SIM_SETTINGS },
    badBody: { MobileUUID: ana, CustomerUUID: ids.customer.ana, Settings: { Barring: {} } },
  }),
  'sim.enable': (ids) => ({
    as: 'ana',
    body: { CustomerUUID: ids.customer.ana, ProductInstanceUUID: ana, Type: 'postpay' },
    badBody: { CustomerUUID: ids.customer.ana, ProductInstanceUUID: ana, Type: 'payg' },
  }),
  'sim.disable': (ids) => ({
    as: 'ana',
    body: { CustomerUUID: ids.customer.ana, ProductInstanceUUID: ana, Type: 'postpay' },
    badBody: { CustomerUUID: ids.customer.ana, ProductInstanceUUID: ana },
  }),
  'sim.status': (ids) => ({
    as: 'ana',
    body: { CustomerUUID: ids.customer.ana, ProductInstanceUUID: ana, Type: 'postpay' },
    badBody: { CustomerUUID: ids.customer.ana, Type: 'postpay' },
  }),
  'sim.swap': (ids) => ({
    as: 'tama',
    body: {
      CustomerUUID: ids.customer.tama,
      ProductInstanceUUID: tama,
      SIMID: PREACTIVATED_SIMS.tamaSpare.SIMID,
    },
    badBody: { CustomerUUID: ids.customer.tama, ProductInstanceUUID: tama, SIMID: '' },
  }),
  'sim.searchNumbers': (ids) => ({
    as: 'ana',
    body: { CustomerUUID: ids.customer.ana, MobileUUID: ana, Page: 0, Amount: 15 },
    badBody: { CustomerUUID: ids.customer.ana, MobileUUID: ana, Page: 0, Amount: 16 },
  }),
  'sim.changeNumber': (ids) => ({
    as: 'ana',
    body: { CustomerUUID: ids.customer.ana, MobileUUID: ana, MSISDN: '64215550000' },
    badBody: { CustomerUUID: ids.customer.ana, MobileUUID: ana, MSISDN: 5 },
  }),
};
