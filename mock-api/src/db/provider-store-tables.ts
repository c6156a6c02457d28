import {
  FibreOrderSchema,
  FibreProductSchema,
  LfcProductSchema,
  OrderEventSchema,
  StoreNoteSchema,
  UfbPlanSchema,
} from '@portal/shared';
import { Table } from './table';

/** The provider-side store's collections, keyed by UUID. */
export function providerStoreTables() {
  return {
    lfcProducts: new Table('lfcProducts', LfcProductSchema, 'UUID'),
    ufbPlans: new Table('ufbPlans', UfbPlanSchema, 'UUID'),
    ufbOrders: new Table('ufbOrders', FibreOrderSchema, 'UUID'),
    ufbProducts: new Table('ufbProducts', FibreProductSchema, 'UUID'),
    storeNotes: new Table('storeNotes', StoreNoteSchema, 'UUID'),
    orderEvents: new Table('orderEvents', OrderEventSchema, 'UUID'),
  };
}
