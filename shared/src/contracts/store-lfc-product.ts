import {
  LfcProductCreateSchema,
  LfcProductRecordSchema,
  LfcProductUpdateSchema,
} from '../entities/lfc-product';
import { LFC_PRODUCT_SORT_FIELDS, LfcProductFilterSchema } from '../entities/store-list';
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

const base = `${STORE_PREFIX}/lfc_product`;

export const lfcProductContracts = {
  lfcProductCreate: defineContract({
    id: 'store.lfcProductCreate',
    method: 'post',
    path: base,
    summary: 'Creates an LFC product (002 §7 "POST lfc_product").',
    access: 'operator',
    params: StoreParamsSchema,
    body: LfcProductCreateSchema,
    response: LfcProductRecordSchema,
    status: 201,
    tags: STORE_TAGS,
  }),
  lfcProductList: defineContract({
    id: 'store.lfcProductList',
    method: 'get',
    path: base,
    summary:
      'LFC products: sort/range/filter answered as an array with Content-Range, or PageNumber/PageSize ' +
      'answered as { LFCProducts, Total } (404 when the page is empty).',
    access: 'operator',
    params: StoreParamsSchema,
    query: storeListQuery(LFC_PRODUCT_SORT_FIELDS, LfcProductFilterSchema),
    response: storeListResponse(LfcProductRecordSchema, 'LFCProducts'),
    rangeList: true,
    errors: ['no_response_data'],
    tags: STORE_TAGS,
  }),
  lfcProductGet: defineContract({
    id: 'store.lfcProductGet',
    method: 'get',
    path: `${base}/:uuid`,
    summary: 'One LFC product, deleted or not.',
    access: 'operator',
    params: StoreRecordParamsSchema,
    response: LfcProductRecordSchema,
    errors: ['not_found'],
    tags: STORE_TAGS,
  }),
  lfcProductUpdate: defineContract({
    id: 'store.lfcProductUpdate',
    method: 'put',
    path: `${base}/:uuid`,
    summary: 'Changes an LFC product; DeletedAtNanos: null restores a deleted one.',
    access: 'operator',
    params: StoreRecordParamsSchema,
    body: LfcProductUpdateSchema,
    response: LfcProductRecordSchema,
    errors: ['not_found', 'record_deleted'],
    tags: STORE_TAGS,
  }),
  lfcProductDelete: defineContract({
    id: 'store.lfcProductDelete',
    method: 'delete',
    path: `${base}/:uuid`,
    summary: 'Soft-deletes an LFC product (hidden from lists unless the deleted filter is on).',
    access: 'operator',
    params: StoreRecordParamsSchema,
    response: LfcProductRecordSchema,
    errors: ['not_found'],
    tags: STORE_TAGS,
  }),
  lfcProductPurge: defineContract({
    id: 'store.lfcProductPurge',
    method: 'delete',
    path: `${base}/:uuid/purge`,
    summary: 'Removes a deleted LFC product for good (admins only).',
    access: 'admin',
    params: StoreRecordParamsSchema,
    response: PurgeResultSchema,
    errors: ['not_found', 'purge_not_deleted'],
    tags: STORE_TAGS,
  }),
};
