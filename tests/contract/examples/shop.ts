import {
  catalogueEntryUuid,
  FIXTURE_BNPL_INTENT,
  FIXTURE_SECRETS,
  modemUuid,
  planUuid,
  SAMPLE_CART_UUID,
  shopAddressIdx,
  simItemUuid,
} from '@portal/fixtures';
import type { Examples } from '../harness';

const cartUuid = '3f1b6c1e-7a52-4c1d-9a39-2a6f5b0e8d11';
const olderCartUuid = '6d2c8e4a-1b3f-4a57-9c0d-2e4f6a8b0c1d';

/** The older fibre cart: Fibre Fast to 12 Queen Street, with the availability check's id and a site contact. */
const fibreCartV2 = () => ({
  SPID: 68,
  UUID: cartUuid,
  Address: {
    Formatted: '12 Queen Street, Auckland Central, Auckland 1010',
    LocationProviderIDX: shopAddressIdx('both'),
  },
  ExternalReference: {
    OrderType: 'ConnectPrimary',
    ServiceAvailabilityUUID: '7a1f0c3e-5b2d-4e69-8f10-2a3b4c5d6e7f',
    SiteContactName: 'Ana Postpay',
    SiteContactPhone: '021 123 4501',
  },
  Items: [{ ItemUUID: planUuid('fast'), Type: 'TYPE_VIRTUAL' }],
});

/** The specification's number-porting, identity and eSIM attributes of a SIM line. */
const portingAttributes = {
  PortingOverMSISDN: '0211234599',
  PortingCarrierLSP: 'One NZ',
  PortingAccountLSP: '4455667',
  PortingNametagLSP: 'Ana P',
  PortingPriorSIMID: '8964010000000000123',
  AddIdentityAccess: true,
  ESIMInfo: { ID: 'esim-1', Data: 'LPA:1$smdp.example$ABC', ConfirmationCode: '1234' },
};

export const shopExamples: Examples = {
  'shopCart.save': {
    body: {
      SPID: 68,
      UUID: cartUuid,
      Items: [
        {
          ItemUUID: simItemUuid('sim'),
          Type: 'TYPE_PRODUCT',
          PhysicalType: 'SIM',
          ServiceType: 'MOBILE',
          Attributes: portingAttributes,
        },
        { ItemUUID: catalogueEntryUuid('postpay-40gb'), Type: 'TYPE_VIRTUAL', ServiceType: 'MOBILE' },
        { ItemUUID: planUuid('fast'), Type: 'TYPE_VIRTUAL', ServiceType: 'UFB' },
        { ItemUUID: modemUuid('ufb-wifi6'), Type: 'TYPE_PRODUCT', PhysicalType: 'MODEM', ServiceType: 'UFB' },
      ],
    },
    // An attribute the contract does not know is refused, not dropped.
    badBody: {
      SPID: 68,
      UUID: cartUuid,
      Items: [
        {
          ItemUUID: simItemUuid('sim'),
          Type: 'TYPE_PRODUCT',
          PhysicalType: 'SIM',
          ServiceType: 'MOBILE',
          Attributes: { PortingCarrier: 'One NZ' },
        },
      ],
    },
  },
  'shopCart.get': { params: { uuid: SAMPLE_CART_UUID } },
  'shopCart.ofCustomer': (ids) => ({ as: 'ana', params: { uuid: ids.customer.ana } }),
  'shopCheckout.checkout': (ids) => ({
    as: 'ana',
    body: {
      SPID: 68,
      UUID: SAMPLE_CART_UUID,
      CustomerUUID: ids.customer.ana,
      // The specification's body: the cart's and PaymentOptions; the purchase and attempt are derived.
      PaymentOptions: { PaymentMethodType: 'card' },
    },
    badBody: { SPID: 68, UUID: SAMPLE_CART_UUID, PaymentOptions: { PaymentMethodType: 'cash' } },
  }),
  'shopCheckout.bnplSession': { as: 'ana', params: { uuid: FIXTURE_BNPL_INTENT } },
  'shopCheckout.bnplDecide': {
    as: 'ana',
    params: { uuid: FIXTURE_BNPL_INTENT },
    body: { ClientSecret: FIXTURE_SECRETS.afterpayWaiting, Outcome: 'authorize' },
    badBody: { ClientSecret: '', Outcome: 'maybe' },
  },
  'shopCatalogue.simItems': {},
  'shopCatalogue.modemSearch': {
    body: {
      SearchOptions: { PageNumber: 1, PageSize: 10, SortBy: 'Name', SortDesc: true },
      IncludeDeleted: false,
      SPID: 68,
      FacetFilters: { NetworkType: 'UFB' },
    },
    badBody: { SPID: 68, FacetFilters: { NetworkType: 'DSL' } },
  },
  'shopCatalogue.entries': {
    query: { noauth: 'true' },
    body: { ProductTypeList: ['postpaymobile'], SearchOptions: { PageSize: 1000 } },
    badBody: { ProductTypeList: [], SearchOptions: { PageSize: 1000 } },
  },
  'broadband.searchAddress': { query: { q: 'Queen Street' }, badQuery: { q: '' } },
  'broadband.fwaSearchAddress': { query: { q: 'Ruapehu' }, badQuery: { q: '' } },
  'broadband.ufbSearchAddress': { query: { q: 'Colombo' }, badQuery: { q: '' } },
  'broadband.fwaServiceAvailability': {
    query: { SPID: '68', LocationProvider: 'LINZ', LocationProviderIDX: shopAddressIdx('fwa') },
    badQuery: { SPID: '69', LocationProvider: 'LINZ', LocationProviderIDX: shopAddressIdx('fwa') },
  },
  'broadband.plans': {
    query: { LocationProvider: 'LINZ', LocationProviderIDX: shopAddressIdx('both'), ProductType: 'UFB' },
    badQuery: { LocationProvider: 'LINZ', LocationProviderIDX: shopAddressIdx('both'), ProductType: 'DSL' },
  },
  'shopCart.saveV1': {
    body: {
      SPID: 68,
      UUID: cartUuid,
      Items: [
        { ItemUUID: simItemUuid('sim'), Type: 'TYPE_PRODUCT', PhysicalType: 'SIM', ServiceType: 'MOBILE' },
      ],
    },
    badBody: { SPID: 68, UUID: cartUuid, Items: [{ ItemUUID: 'x' }] },
  },
  'shopCart.getV1': { params: { uuid: SAMPLE_CART_UUID } },
  'shopCart.ofCustomerV1': (ids) => ({ as: 'ana', params: { uuid: ids.customer.ana } }),
  'shopCart.fibreCartV2': { body: fibreCartV2(), badBody: { ...fibreCartV2(), Items: [] } },
  'shopCart.ufbCart': {
    body: fibreCartV2(),
    badBody: { ...fibreCartV2(), ExternalReference: { OrderType: 'Any' } },
  },
  'shopCheckout.checkoutV1': (ids) => ({
    as: 'ana',
    body: {
      SPID: 68,
      UUID: olderCartUuid,
      CustomerUUID: ids.customer.ana,
      Items: [{ ItemUUID: planUuid('fast'), Type: 'TYPE_VIRTUAL', ServiceType: 'UFB' }],
    },
    otherBody: {
      SPID: 68,
      UUID: olderCartUuid,
      CustomerUUID: ids.customer.ana,
      Items: [{ ItemUUID: planUuid('max'), Type: 'TYPE_VIRTUAL', ServiceType: 'UFB' }],
    },
    badBody: { SPID: 68, UUID: olderCartUuid, CustomerUUID: ids.customer.ana, Items: [{ ItemUUID: 'x' }] },
  }),
  'shopCheckout.fibreCheckoutV2': (ids) => ({
    as: 'ana',
    body: { ...fibreCartV2(), UUID: olderCartUuid, CustomerUUID: ids.customer.ana },
    otherBody: {
      ...fibreCartV2(),
      UUID: olderCartUuid,
      CustomerUUID: ids.customer.ana,
      Items: [{ ItemUUID: planUuid('max'), Type: 'TYPE_VIRTUAL' }],
    },
    badBody: { ...fibreCartV2(), UUID: olderCartUuid, CustomerUUID: ids.customer.ana, Items: [] },
  }),
};
