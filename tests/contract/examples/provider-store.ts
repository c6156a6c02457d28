import { STORE_FIXTURE_IDS as ids, storeOrderUuid } from '@portal/fixtures';
import { slotsToOffer } from '@portal/shared';
import type { Examples } from '../harness';

const spid = { spid: '68' };
const record = (uuid: string) => ({ spid: '68', uuid });
const listQuery = { sort: '["id","ASC"]', range: '[0,24]', filter: '{}' };
const badQuery = { range: '[24,0]' };

const lfcProduct = {
  LFC: 'Enable',
  Name: 'Enable Fast 500',
  ProductCode: 'ENA-BB500',
  DownloadMbps: 500,
  UploadMbps: 200,
  WholesaleCents: 5200,
};
const order = {
  CustomerUUID: ids.fibreCustomer,
  PlanUUID: ids.plan,
  LFCProductUUID: ids.lfcProduct,
  Address: { Formatted: '5 Cuba Street, Te Aro, Wellington 6011', City: 'Wellington' },
};

/**
 * The provider-side store: operators call it, admins purge. The suite resets the data before every test, so the
 * purge examples use fixture records that are already soft-deleted, and the booking example takes the last slot
 * of the booking horizon, which no fixture books.
 */
export const providerStoreExamples: Examples = {
  'store.lfcProductCreate': {
    as: 'operator',
    params: spid,
    body: lfcProduct,
    badBody: { ...lfcProduct, WholesaleCents: 12.5 },
    status: 201,
  },
  'store.lfcProductList': { as: 'operator', params: spid, query: listQuery, badQuery },
  'store.lfcProductGet': { as: 'operator', params: record(ids.lfcProduct) },
  'store.lfcProductUpdate': {
    as: 'operator',
    params: record(ids.lfcProduct),
    body: { Name: 'Home Fibre 300 (renamed)' },
    badBody: { DownloadMbps: 0 },
  },
  'store.lfcProductDelete': { as: 'operator', params: record(ids.lfcProduct) },
  'store.lfcProductPurge': { as: 'admin', params: record(ids.deletedLfcProduct) },

  'store.orderCreate': {
    as: 'operator',
    params: spid,
    body: order,
    badBody: { ...order, PlanUUID: ids.fibreCustomer },
    status: 201,
  },
  'store.orderList': {
    as: 'operator',
    params: spid,
    query: listQuery,
    badQuery: { filter: '{"State":"lost"}' },
  },
  'store.orderGet': { as: 'operator', params: record(ids.order) },
  'store.orderUpdate': {
    as: 'operator',
    params: record(storeOrderUuid('rfs-held')),
    body: { State: 'in_progress', Note: 'New RFS time agreed with the LFC' },
    badBody: { State: 'completed' },
  },
  'store.orderDelete': { as: 'operator', params: record(ids.order) },
  'store.orderPurge': { as: 'admin', params: record(ids.deletedOrder) },
  'store.orderAvailableTimes': {
    as: 'operator',
    params: record(ids.bookableOrder),
    body: { Days: 3 },
    badBody: { Days: 40 },
  },
  'store.orderBook': () => {
    const slot = slotsToOffer(Date.now(), { days: 15 }).at(-1);
    if (!slot) throw new Error('no slot to book');
    return {
      as: 'operator',
      params: record(ids.bookableOrder),
      body: { StartNanos: slot.StartNanos, Mode: slot.Mode },
      badBody: { StartNanos: slot.StartNanos + 60_000_000_000, Mode: slot.Mode },
    };
  },
  'store.orderNotes': { as: 'operator', params: record(ids.order) },
  'store.orderAddNote': {
    as: 'operator',
    params: record(ids.order),
    body: { Text: 'Called the customer about access to the site.' },
    badBody: { Text: '' },
    status: 201,
  },

  'store.productList': {
    as: 'operator',
    params: spid,
    query: listQuery,
    badQuery: { sort: '["Colour","ASC"]' },
  },
  'store.productGet': { as: 'operator', params: record(ids.product) },
  'store.productUpdate': {
    as: 'operator',
    params: record(ids.product),
    body: { State: 'suspended', Note: 'Unpaid invoices' },
    badBody: { State: 'created' },
  },
  'store.productDelete': { as: 'operator', params: record(ids.product) },
  'store.productPurge': { as: 'admin', params: record(ids.deletedProduct) },
  'store.productNotes': { as: 'operator', params: record(ids.product) },
  'store.productAddNote': {
    as: 'operator',
    params: record(ids.product),
    body: { Text: 'ONT replaced.' },
    badBody: { Text: '   ' },
    status: 201,
  },

  'store.planSearch': {
    as: 'operator',
    params: spid,
    body: { UUIDs: [ids.plan] },
    badBody: { UUIDs: ['x'] },
  },
  'store.planList': { as: 'operator', params: spid, query: listQuery, badQuery },
  'store.planGet': { as: 'operator', params: record(ids.plan) },
  'store.planUpdate': {
    as: 'operator',
    params: record(ids.plan),
    body: { Cents: 8900 },
    badBody: { Cents: -1 },
  },
  'store.planCreate': {
    as: 'operator',
    params: spid,
    body: { Name: 'Fibre 500', Cents: 9200, DownloadMbps: 500, UploadMbps: 200 },
    badBody: { Name: '', Cents: 9200, DownloadMbps: 500, UploadMbps: 200 },
    status: 201,
  },

  'storeWork.schedule': {
    as: 'operator',
    params: spid,
    query: { Days: '7' },
    badQuery: { Days: '40' },
  },
  'storeWork.cancelAppointment': {
    as: 'operator',
    params: record(storeOrderUuid('rebook')),
    body: { Reason: 'The customer is away that week.' },
    badBody: { Reason: '' },
  },
  'storeWork.queue': {
    as: 'operator',
    params: spid,
    query: { Reason: 'site_visit', PageSize: '10' },
    badQuery: { Reason: 'bored' },
  },
  'storeWork.search': {
    as: 'operator',
    params: spid,
    query: { q: 'ORD-100001' },
    badQuery: { q: 'x'.repeat(101) },
  },
  'storeWork.resolveFailure': {
    as: 'operator',
    params: record(storeOrderUuid('failed')),
    body: { Action: 'retry', Note: 'The LFC corrected its footprint.' },
    badBody: { Action: 'forget', Note: 'x' },
  },
  'storeWork.bulkState': {
    as: 'operator',
    params: spid,
    body: {
      UUIDs: [storeOrderUuid('rfs-held'), ids.order],
      State: 'cancelled',
      Note: 'The customer withdrew.',
    },
    badBody: { UUIDs: [], State: 'cancelled', Note: 'x' },
  },
  'storeWork.history': {
    as: 'operator',
    params: record(ids.order),
    query: { PageNumber: '1', PageSize: '10' },
    badQuery: { PageSize: '500' },
  },

  'store.customerList': { as: 'operator', params: spid, query: listQuery, badQuery },
  'store.customerGet': { as: 'operator', params: record(ids.fibreCustomer) },
};
