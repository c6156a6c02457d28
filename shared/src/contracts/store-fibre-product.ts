import { FibreProductRecordSchema, FibreProductUpdateSchema } from '../entities/fibre-product';
import { StoreNoteCreateSchema, StoreNoteListSchema, StoreNoteRecordSchema } from '../entities/store-note';
import { FibreProductFilterSchema, PRODUCT_SORT_FIELDS } from '../entities/store-list';
import { defineContract } from './define';
import { STORE_PREFIX, STORE_TAGS, StoreRecordParamsSchema, storeContracts } from './store-common';

/** The note calls are written in lower case in the specification. */
const notes = `${STORE_PREFIX}/ufb/:uuid/note`;

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
  productNotes: defineContract({
    id: 'store.productNotes',
    method: 'get',
    path: notes,
    summary: 'The notes of a fibre product, newest first.',
    access: 'operator',
    params: StoreRecordParamsSchema,
    response: StoreNoteListSchema,
    errors: ['not_found'],
    tags: STORE_TAGS,
  }),
  productAddNote: defineContract({
    id: 'store.productAddNote',
    method: 'post',
    path: notes,
    summary: 'Adds a note to a fibre product, signed by the operator.',
    access: 'operator',
    params: StoreRecordParamsSchema,
    body: StoreNoteCreateSchema,
    response: StoreNoteRecordSchema,
    status: 201,
    errors: ['not_found'],
    tags: STORE_TAGS,
  }),
};
