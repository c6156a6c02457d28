import { FibreProductRecordSchema, FibreProductUpdateSchema } from '../entities/fibre-product';
import { FibreProductFilterSchema, PRODUCT_SORT_FIELDS } from '../entities/store-list';
import { storeContracts, storeNoteContracts } from './store-common';

export const fibreProductContracts = {
  ...storeContracts({
    name: 'product',
    segment: 'UFB',
    envelope: 'UFBProducts',
    record: FibreProductRecordSchema,
    sortFields: PRODUCT_SORT_FIELDS,
    filter: FibreProductFilterSchema,
    summary: {
      list: 'Fibre products (array with Content-Range, or { UFBProducts, Total } by page, 404 past the end).',
      get: 'One fibre product with its Status, State, Substate, ProductOrderSubstate and StateDescription.',
      update:
        'Changes a fibre product: a state along a legal transition (409 otherwise), substate (e.g. ' +
        'PendingCancellation), plan or billing reference; DeletedAtNanos: null restores a deleted one.',
      delete: 'Soft-deletes a fibre product.',
      purge: 'Removes a deleted fibre product and its notes for good (admins only).',
    },
    update: {
      body: FibreProductUpdateSchema,
      errors: ['not_found', 'illegal_transition', 'record_deleted', 'unknown_reference'],
    },
    softDelete: true,
  }),
  ...storeNoteContracts('product', 'ufb', 'fibre product'),
};
