import { availabilityUuid, catalogueEntryUuid, mobileAddonUuid, mobileProductUuid } from '@portal/fixtures';
import type { Examples } from '../harness';

export const mobileExamples: Examples = {
  'mobileProducts.list': (ids) => ({ as: 'ana', params: { uuid: ids.customer.ana } }),
  'mobileProducts.get': (ids) => ({
    as: 'ana',
    params: { uuid: ids.customer.ana, mobileUuid: mobileProductUuid('ana') },
  }),
  'mobileCatalogue.postpayPlans': { params: { spid: '68' } },
  'mobileCatalogue.prepayPlans': { params: { spid: '68' } },
  'mobileCatalogue.multiSimPlans': {
    params: { spid: '68' },
    body: { Kind: 'family' },
    badBody: { Kind: 'pets' },
  },
};

const prepayBody = { Subscribe: true, PAYG: false, AuthorizeOnly: false };

export const mobilePurchaseExamples: Examples = {
  'mobilePurchases.prepayAddon': (ids) => ({
    as: 'tama',
    params: {
      uuid: ids.customer.tama,
      productUUID: mobileProductUuid('tama'),
      availabilityUUID: availabilityUuid('prepay-data-1gb'),
    },
    body: prepayBody,
    badBody: { ...prepayBody, Subscribe: 'yes' },
  }),
  'mobilePurchases.prepayAddonInitial': (ids) => ({
    as: 'tama',
    params: {
      uuid: ids.customer.tama,
      product: mobileProductUuid('tama:spare'),
      availability: availabilityUuid('prepay-3gb'),
    },
    body: { ...prepayBody, PaymentMethodGateway: 'stripe' },
    badBody: { ...prepayBody, PaymentMethodGateway: '' },
  }),
  'mobilePurchases.postpayAddon': (ids) => ({
    as: 'ana',
    foreign: 'tama',
    body: {
      AddonAvailabilityUUID: availabilityUuid('postpay-data-5gb'),
      AddonCatalogEntryUUID: catalogueEntryUuid('postpay-data-5gb'),
      CustomerUUID: ids.customer.ana,
      ProductInstanceUUID: mobileProductUuid('ana'),
      Subscribe: false,
    },
    badBody: { CustomerUUID: ids.customer.ana, Subscribe: false },
  }),
  'mobilePurchases.changeAutoRenew': (ids) => ({
    as: 'ana',
    foreign: 'tama',
    body: {
      MobileAddonUUID: mobileAddonUuid('ana', 'postpay-40gb'),
      MobileUUID: mobileProductUuid('ana'),
      CustomerUUID: ids.customer.ana,
      AutoRenew: false,
    },
    badBody: { MobileUUID: mobileProductUuid('ana'), CustomerUUID: ids.customer.ana, AutoRenew: 'off' },
  }),
  'mobilePurchases.changePlan': (ids) => ({
    as: 'ana',
    foreign: 'tama',
    body: {
      NewAddonAutoRenew: true,
      ChangeNow: false,
      NewAddonAvailabilityUUID: availabilityUuid('postpay-endless'),
      OldAddonUUID: mobileAddonUuid('ana', 'postpay-40gb'),
      CustomerUUID: ids.customer.ana,
      MobileUUID: mobileProductUuid('ana'),
    },
    badBody: { ChangeNow: 'later', CustomerUUID: ids.customer.ana },
  }),
};
