import {
  CUSTOMER_SORT_FIELDS,
  StoreCustomerFilterSchema,
  StoreCustomerRecordSchema,
} from '../entities/store-list';
import { storeContracts } from './store-common';

/**
 * Customer accounts, read-only, for the console's references (an order's customer). Not a store call of the
 * specification: the project adds it so an order links to its customer.
 */
export const storeCustomerContracts = {
  ...storeContracts({
    name: 'customer',
    segment: 'customer',
    envelope: 'Customers',
    record: StoreCustomerRecordSchema,
    sortFields: CUSTOMER_SORT_FIELDS,
    filter: StoreCustomerFilterSchema,
    summary: {
      list: 'Customer accounts for operators (array with Content-Range, or { Customers, Total } by page).',
      get: 'One customer account, for operators.',
    },
  }),
};
