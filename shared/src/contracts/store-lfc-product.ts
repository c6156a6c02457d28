import {
  LfcProductCreateSchema,
  LfcProductRecordSchema,
  LfcProductUpdateSchema,
} from '../entities/lfc-product';
import { LFC_PRODUCT_SORT_FIELDS, LfcProductFilterSchema } from '../entities/store-list';
import { defineContract } from './define';
import { STORE_PREFIX, STORE_TAGS, StoreParamsSchema, storeContracts } from './store-common';

const base = `${STORE_PREFIX}/lfc_product`;

export const lfcProductContracts = {
  lfcProductCreate: defineContract({
    id: 'store.lfcProductCreate',
    method: 'post',
    path: base,
    summary: 'Creates an LFC product.',
    access: 'operator',
    params: StoreParamsSchema,
    body: LfcProductCreateSchema,
    response: LfcProductRecordSchema,
    status: 201,
    tags: STORE_TAGS,
  }),
  ...storeContracts({
    name: 'lfcProduct',
    segment: 'lfc_product',
    envelope: 'LFCProducts',
    record: LfcProductRecordSchema,
    sortFields: LFC_PRODUCT_SORT_FIELDS,
    filter: LfcProductFilterSchema,
    summary: {
      list:
        'LFC products: sort/range/filter answered as an array with Content-Range, or PageNumber/PageSize ' +
        'answered as { LFCProducts, Total } (404 when the page is empty).',
      get: 'One LFC product, deleted or not.',
      update: 'Changes an LFC product; DeletedAtNanos: null restores a deleted one.',
      delete: 'Soft-deletes an LFC product (hidden from lists unless the deleted filter is on).',
      purge: 'Removes a deleted LFC product for good (admins only).',
    },
    update: { body: LfcProductUpdateSchema, errors: ['not_found', 'record_deleted'] },
    softDelete: true,
  }),
};
