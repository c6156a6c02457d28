import { mobileProductUuid } from '@portal/fixtures';
import type { Examples } from '../harness';

const tamaMobile = mobileProductUuid('tama');
const card = { Number: '4242424242424242', ExpMonth: 12, ExpYear: 2040, Cvc: '123' };
const unknownOrder = '00000000-0000-4000-8000-000000000001';

export const prepayExamples: Examples = {
  'prepay.balance': (ids) => ({ as: 'tama', params: { uuid: ids.customer.tama, mobileUuid: tamaMobile } }),
  'prepay.checkTopUp': (ids) => ({
    as: 'tama',
    params: { uuid: ids.customer.tama, productUuid: tamaMobile, cents: '1000' },
  }),
  'prepay.topUp': (ids) => ({
    as: 'tama',
    params: { uuid: ids.customer.tama },
    body: { ProductInstanceUUID: tamaMobile, Amount: 1000, PaymentMethodType: 'card' },
    otherBody: { ProductInstanceUUID: tamaMobile, Amount: 1200, PaymentMethodType: 'card' },
    badBody: { ProductInstanceUUID: tamaMobile, Amount: 'ten' },
  }),
  'prepay.history': (ids) => ({ as: 'tama', params: { uuid: ids.customer.tama } }),
  'prepay.getAutoTopUp': (ids) => ({ as: 'tama', params: { uuid: ids.customer.tama } }),
  'prepay.setAutoTopUp': (ids) => ({
    as: 'tama',
    params: { uuid: ids.customer.tama },
    body: { amount: 20, days: 14, status: 'on', type: 'days' },
    badBody: { amount: 1000, days: 100, status: 'on', type: 'days' },
  }),
  'prepay.checkVoucher': (ids) => ({
    as: 'tama',
    params: { uuid: ids.customer.tama, product: tamaMobile, code: '1000000000050' },
  }),
  'prepay.redeemVoucher': (ids) => ({
    as: 'tama',
    params: { uuid: ids.customer.tama, product: tamaMobile, code: '1000000000050' },
    body: {},
  }),
  'prepay.promoCode': (ids) => ({
    as: 'tama',
    params: { uuid: ids.customer.tama },
    body: { Code: 'KIAORA10' },
    otherBody: { Code: 'WELCOME5' },
    badBody: { Code: '' },
  }),
};

/** Guest calls need no sign-in; those after validation are refused without a ResponseToken it gave. */
export const guestExamples: Examples = {
  'guest.validate': {
    body: { MSISDN: '021 123 4502', UserToken: 'sim-bot-check-passed' },
    badBody: { MSISDN: '021 123 4502' },
  },
  'guest.redeem': {
    body: { Code: '1000000000050', MSISDN: '0211234502', ResponseToken: 'grt_unknown' },
    badBody: { Code: '', ResponseToken: '' },
    status: 403,
  },
  'guest.topUp': {
    body: { Amount: 1000, MSISDN: '0211234502', ResponseToken: 'grt_unknown' },
    otherBody: { Amount: 1100, MSISDN: '0211234502', ResponseToken: 'grt_unknown' },
    badBody: { Amount: 'ten', MSISDN: '0211234502', ResponseToken: 'grt_unknown' },
    status: 403,
  },
  'guest.payment': {
    body: { Amount: 1000, LookupID: 'INV-100001-0012', ResponseToken: 'grt_unknown' },
    otherBody: { Amount: 1100, LookupID: 'INV-100001-0012', ResponseToken: 'grt_unknown' },
    badBody: { Amount: 0, LookupID: 'INV-100001-0012', ResponseToken: 'grt_unknown' },
    status: 403,
  },
  'guest.payByCard': {
    body: { ClientSecret: 'gpi_unknown_secret', Card: card },
    badBody: { ClientSecret: 'gpi_unknown_secret', Card: { ...card, Number: 'abc' } },
    status: 404,
  },
  'guest.purchase': {
    query: { OrderID: unknownOrder },
    badQuery: { OrderID: 'not-an-id' },
    status: 404,
  },
};
