import { availabilityUuid, catalogueEntryUuid, mobileProductUuid, PREACTIVATED_SIMS } from '@portal/fixtures';
import type { Examples } from '../harness';

const spare = mobileProductUuid(PREACTIVATED_SIMS.tamaSpare.name);
const newSim = mobileProductUuid(PREACTIVATED_SIMS.newcomer.name);

const planBody = (customer: string, product: string, key: string) => ({
  Subscribe: true,
  CustomerUUID: customer,
  MobileProductUUID: product,
  ProductAvailabilityUUID: availabilityUuid(key),
  ProductCatalogUUID: catalogueEntryUuid(key),
});

export const mobileActivationExamples: Examples = {
  'mobileActivation.activateService': (ids) => ({
    as: 'tama',
    params: { uuid: ids.customer.tama, instance: spare, dry: 'true' },
    body: {},
    badBody: { AuthorizeOnly: 'yes' },
  }),
  'mobileActivation.changeProductType': (ids) => ({
    as: 'tama',
    foreign: 'ana',
    params: { dry: 'true' },
    body: { CustomerUUID: ids.customer.tama, ProductInstanceUUID: spare, Type: 'prepay' },
    badBody: { CustomerUUID: ids.customer.tama, ProductInstanceUUID: spare, Type: 'monthly' },
  }),
  'mobileActivation.postpayActivation': (ids) => ({
    as: 'tama',
    foreign: 'ana',
    body: planBody(ids.customer.tama, spare, 'postpay-12gb'),
    otherBody: planBody(ids.customer.tama, spare, 'postpay-40gb'),
    badBody: { ...planBody(ids.customer.tama, spare, 'postpay-12gb'), Subscribe: 'yes' },
  }),
  'mobileActivation.paygActivation': (ids) => ({
    as: 'newcomer',
    body: planBody(ids.customer.newcomer, newSim, 'payg-casual'),
    otherBody: planBody(ids.customer.newcomer, newSim, 'prepay-3gb'),
    badBody: { ...planBody(ids.customer.newcomer, newSim, 'payg-casual'), MobileProductUUID: 'sim' },
  }),
  'mobileActivation.simMetadata': { as: 'tama', foreign: 'ana', params: { product: spare } },
  'mobileActivation.adoptBySms': (ids) => ({
    as: 'tama',
    foreign: 'ana',
    body: { CustomerUUID: ids.customer.tama, MSISDN: PREACTIVATED_SIMS.tamaSpare.MSISDN },
    badBody: { CustomerUUID: ids.customer.tama, MSISDN: 'call me' },
  }),
  'mobileActivation.adoptBySimSms': (ids) => ({
    as: 'tama',
    foreign: 'ana',
    body: { CustomerUUID: ids.customer.tama, SIMID: PREACTIVATED_SIMS.tamaSpare.SIMID },
    badBody: { CustomerUUID: ids.customer.tama, SIMID: 'SIM-1' },
  }),
  'mobileActivation.adoptByToken': (ids) => ({
    as: 'tama',
    foreign: 'ana',
    body: { CustomerUUID: ids.customer.tama, Token: 'no-such-activation-link' },
    // No link was sent in a fresh system: the link is not valid.
    status: 401,
  }),
  'mobileActivation.adoptByIp': (ids) => ({
    as: 'tama',
    foreign: 'ana',
    body: { CustomerUUID: ids.customer.tama },
    // The simulated network sees no phone connection.
    status: 422,
  }),
  'mobileActivation.adoptionResume': {
    as: 'tama',
    params: { uuid: '00000000-0000-4000-8000-00000000a001' },
    status: 404,
  },
};
