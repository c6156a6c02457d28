import { fixtureUuid, mobileProductUuid } from '@portal/fixtures';
import type { Examples } from '../harness';

/** ana's first invoice and the receipt of its payment exist from the moment of seeding. */
const FIRST_INVOICE = 'INV100001-0001';

export const invoiceExamples: Examples = {
  'invoices.list': (ids) => ({
    as: 'ana',
    params: { uuid: ids.customer.ana },
    query: { Status: 'PAID', PageSize: '10', PageNumber: '1' },
    badQuery: { Status: 'LOST' },
  }),
  'invoices.get': (ids) => ({ as: 'ana', params: { uuid: ids.customer.ana, number: FIRST_INVOICE } }),
  'invoices.pdf': (ids) => ({ as: 'ana', params: { uuid: ids.customer.ana, number: FIRST_INVOICE } }),
  'invoices.receipts': (ids) => ({ as: 'ana', params: { uuid: ids.customer.ana } }),
  'invoices.receiptPdf': (ids) => ({
    as: 'ana',
    params: { uuid: ids.customer.ana, receipt: fixtureUuid(`bill-payment:${ids.customer.ana}:0`) },
  }),
  'invoices.account': (ids) => ({ as: 'ana', params: { uuid: ids.customer.ana } }),
  'invoices.pay': (ids) => ({
    as: 'ana',
    params: { uuid: ids.customer.ana },
    body: { AmountCents: 100, ProductInstanceUUID: mobileProductUuid('ana') },
    otherBody: { AmountCents: 200, ProductInstanceUUID: mobileProductUuid('ana') },
    badBody: { AmountCents: 50, ProductInstanceUUID: mobileProductUuid('ana') },
  }),
  'invoices.charges': (ids) => ({
    as: 'ana',
    params: { uuid: ids.customer.ana },
    query: { PageNumber: '1', PageSize: '14' },
    badQuery: { PageSize: '0' },
  }),
  'invoices.billingCycle': (ids) => ({ as: 'ana', params: { uuid: ids.customer.ana } }),
  'invoices.changeBillingCycle': (ids) => ({
    as: 'ana',
    params: { uuid: ids.customer.ana },
    body: { BillingCycle: { Type: 'DAILY', Value: 28 } },
    badBody: { BillingCycle: { Type: 'DAILY', Value: 5 } },
  }),
  'invoices.listV2': (ids) => ({
    as: 'ana',
    params: { uuid: ids.customer.ana },
    query: { PageSize: '10', PageNumber: '1' },
    badQuery: { Status: 'LOST' },
  }),
  'invoices.postpayBalance': (ids) => ({
    as: 'ana',
    body: { CustomerUUID: ids.customer.ana, UUID: mobileProductUuid('ana') },
    badBody: { CustomerUUID: ids.customer.ana, UUID: 'the phone' },
  }),
};
