import {
  AvailableTimesRequestSchema,
  AvailableTimesSchema,
  BookRequestSchema,
  FibreOrderCreateSchema,
  FibreOrderRecordSchema,
  FibreOrderUpdateSchema,
} from '../entities/fibre-order';
import { FibreOrderFilterSchema, ORDER_SORT_FIELDS } from '../entities/store-list';
import { defineContract } from './define';
import {
  STORE_PREFIX,
  STORE_TAGS,
  StoreParamsSchema,
  StoreRecordParamsSchema,
  storeContracts,
  storeNoteContracts,
} from './store-common';

const base = `${STORE_PREFIX}/UFB_order`;
export const fibreOrderContracts = {
  orderCreate: defineContract({
    id: 'store.orderCreate',
    method: 'post',
    path: base,
    summary:
      'Creates a fibre order and its pending fibre product; the order then moves through its lifecycle ' +
      '(decided now, read from the clock).',
    access: 'operator',
    idempotent: true,
    params: StoreParamsSchema,
    body: FibreOrderCreateSchema,
    response: FibreOrderRecordSchema,
    status: 201,
    errors: ['unknown_reference'],
    tags: STORE_TAGS,
  }),
  ...storeContracts({
    name: 'order',
    segment: 'UFB_order',
    envelope: 'UFBOrders',
    record: FibreOrderRecordSchema,
    sortFields: ORDER_SORT_FIELDS,
    filter: FibreOrderFilterSchema,
    summary: {
      list: 'Fibre orders (array with Content-Range, or { UFBOrders, Total } by page, 404 past the end).',
      get: 'One fibre order with its current state, deleted or not.',
      update:
        'Changes a fibre order: a state along a legal transition (409 otherwise), substate, plan, address or ' +
        'contact; DeletedAtNanos: null restores a deleted one.',
      delete: 'Soft-deletes a fibre order.',
      purge: 'Removes a deleted fibre order and its notes for good (admins only).',
    },
    update: {
      body: FibreOrderUpdateSchema,
      errors: ['not_found', 'illegal_transition', 'order_final', 'record_deleted', 'unknown_reference'],
    },
    softDelete: true,
  }),
  orderAvailableTimes: defineContract({
    id: 'store.orderAvailableTimes',
    method: 'post',
    path: `${base}/:uuid/get_available_times`,
    summary:
      'Free appointment slots of the next working days (Saturday and Sunday skipped; booked slots left out).',
    access: 'operator',
    params: StoreRecordParamsSchema,
    body: AvailableTimesRequestSchema,
    response: AvailableTimesSchema,
    errors: ['not_found', 'order_final', 'record_deleted'],
    tags: STORE_TAGS,
  }),
  orderBook: defineContract({
    id: 'store.orderBook',
    method: 'post',
    path: `${base}/:uuid/book`,
    summary: 'Books (or rebooks) an appointment in a free slot; a taken slot is refused with 409.',
    access: 'operator',
    params: StoreRecordParamsSchema,
    body: BookRequestSchema,
    response: FibreOrderRecordSchema,
    errors: [
      'not_found',
      'slot_taken',
      'slot_not_available',
      'order_final',
      'order_not_bookable',
      'record_deleted',
    ],
    tags: STORE_TAGS,
  }),
  ...storeNoteContracts('order', 'ufb_order', 'fibre order'),
};
