import { FibreProductRecordSchema, FibreProductUpdateSchema } from '../entities/fibre-product';
import { StoreNoteCreateSchema, StoreNoteListSchema, StoreNoteRecordSchema } from '../entities/store-note';
import { FibreProductFilterSchema, PRODUCT_SORT_FIELDS } from '../entities/store-list';
import { defineContract } from './define';
import {
  PurgeResultSchema,
  STORE_PREFIX,
  STORE_TAGS,
  StoreParamsSchema,
  StoreRecordParamsSchema,
  storeListQuery,
  storeListResponse,
} from './store-common';

const base = `${STORE_PREFIX}/UFB`;
/** The note calls are written in lower case in 002 §7. */
const notes = `${STORE_PREFIX}/ufb/:uuid/note`;

export const fibreProductContracts = {
  productList: defineContract({
    id: 'store.productList',
    method: 'get',
    path: base,
    summary:
      'Fibre products (array with Content-Range, or { UFBProducts, Total } by page, 404 past the end).',
    access: 'operator',
    params: StoreParamsSchema,
    query: storeListQuery(PRODUCT_SORT_FIELDS, FibreProductFilterSchema),
    response: storeListResponse(FibreProductRecordSchema, 'UFBProducts'),
    rangeList: true,
    errors: ['no_response_data'],
    tags: STORE_TAGS,
  }),
  productGet: defineContract({
    id: 'store.productGet',
    method: 'get',
    path: `${base}/:uuid`,
    summary: 'One fibre product with its Status, State, Substate, ProductOrderSubstate and StateDescription.',
    access: 'operator',
    params: StoreRecordParamsSchema,
    response: FibreProductRecordSchema,
    errors: ['not_found'],
    tags: STORE_TAGS,
  }),
  productUpdate: defineContract({
    id: 'store.productUpdate',
    method: 'put',
    path: `${base}/:uuid`,
    summary:
      'Changes a fibre product: a state along a legal transition (409 otherwise), substate (e.g. ' +
      'PendingCancellation), plan or billing reference; DeletedAtNanos: null restores a deleted one.',
    access: 'operator',
    params: StoreRecordParamsSchema,
    body: FibreProductUpdateSchema,
    response: FibreProductRecordSchema,
    errors: ['not_found', 'illegal_transition', 'record_deleted', 'unknown_reference'],
    tags: STORE_TAGS,
  }),
  productDelete: defineContract({
    id: 'store.productDelete',
    method: 'delete',
    path: `${base}/:uuid`,
    summary: 'Soft-deletes a fibre product.',
    access: 'operator',
    params: StoreRecordParamsSchema,
    response: FibreProductRecordSchema,
    errors: ['not_found'],
    tags: STORE_TAGS,
  }),
  productPurge: defineContract({
    id: 'store.productPurge',
    method: 'delete',
    path: `${base}/:uuid/purge`,
    summary: 'Removes a deleted fibre product and its notes for good (admins only).',
    access: 'admin',
    params: StoreRecordParamsSchema,
    response: PurgeResultSchema,
    errors: ['not_found', 'purge_not_deleted'],
    tags: STORE_TAGS,
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
