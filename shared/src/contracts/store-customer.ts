import {
  CUSTOMER_SORT_FIELDS,
  StoreCustomerFilterSchema,
  StoreCustomerRecordSchema,
} from '../entities/store-list';
import { defineContract } from './define';
import {
  STORE_PREFIX,
  STORE_TAGS,
  StoreParamsSchema,
  StoreRecordParamsSchema,
  storeListQuery,
  storeListResponse,
} from './store-common';

const base = `${STORE_PREFIX}/customer`;

/**
 * Customer accounts, read-only, for the console's references (an order's customer). Not a call of 002 §7: the
 * project adds it so an order links to its customer.
 */
export const storeCustomerContracts = {
  customerList: defineContract({
    id: 'store.customerList',
    method: 'get',
    path: base,
    summary: 'Customer accounts for operators (array with Content-Range, or { Customers, Total } by page).',
    access: 'operator',
    params: StoreParamsSchema,
    query: storeListQuery(CUSTOMER_SORT_FIELDS, StoreCustomerFilterSchema),
    response: storeListResponse(StoreCustomerRecordSchema, 'Customers'),
    rangeList: true,
    errors: ['no_response_data'],
    tags: STORE_TAGS,
  }),
  customerGet: defineContract({
    id: 'store.customerGet',
    method: 'get',
    path: `${base}/:uuid`,
    summary: 'One customer account, for operators.',
    access: 'operator',
    params: StoreRecordParamsSchema,
    response: StoreCustomerRecordSchema,
    errors: ['not_found'],
    tags: STORE_TAGS,
  }),
};
