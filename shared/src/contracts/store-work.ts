import { ConsoleSearchQuerySchema, ConsoleSearchSchema } from '../entities/console-search';
import { FibreOrderRecordSchema } from '../entities/fibre-order';
import {
  BulkStateChangeSchema,
  BulkStateResultSchema,
  CancelAppointmentSchema,
  OrderHistoryPageSchema,
  OrderHistoryQuerySchema,
  ResolveFailureResultSchema,
  ResolveFailureSchema,
  ScheduleQuerySchema,
  ScheduleSchema,
  WorkQueueQuerySchema,
  WorkQueueSchema,
} from '../entities/order-work';
import { defineContract } from './define';
import { STORE_PREFIX, STORE_TAGS, StoreParamsSchema, StoreRecordParamsSchema } from './store-common';

const order = `${STORE_PREFIX}/UFB_order/:uuid`;

/**
 * The operators' day beyond the store's calls: the installation schedule, cancelling an appointment and an order's
 * history. A group of its own, so the orders list's bundle does not carry them.
 */
export const storeWorkContracts = {
  schedule: defineContract({
    id: 'storeWork.schedule',
    method: 'get',
    path: `${STORE_PREFIX}/schedule`,
    summary:
      'The installation appointments of all live orders by working day and window, with each window’s free ' +
      'capacity (one crew per local fibre company).',
    access: 'operator',
    params: StoreParamsSchema,
    query: ScheduleQuerySchema,
    response: ScheduleSchema,
    conditional: true,
    errors: [],
    tags: STORE_TAGS,
  }),
  cancelAppointment: defineContract({
    id: 'storeWork.cancelAppointment',
    method: 'post',
    path: `${order}/cancel_appointment`,
    summary:
      'Cancels an order’s appointment before it starts, with a reason; the order waits for a site visit again.',
    access: 'operator',
    params: StoreRecordParamsSchema,
    body: CancelAppointmentSchema,
    response: FibreOrderRecordSchema,
    errors: ['not_found', 'no_appointment', 'appointment_started', 'order_final', 'record_deleted'],
    tags: STORE_TAGS,
  }),
  history: defineContract({
    id: 'storeWork.history',
    method: 'get',
    path: `${order}/history`,
    summary:
      'Everything that happened to an order, newest first and paged: its creation, state changes, notes, ' +
      'bookings and edits, each with who and when.',
    access: 'operator',
    params: StoreRecordParamsSchema,
    query: OrderHistoryQuerySchema,
    response: OrderHistoryPageSchema,
    conditional: true,
    errors: ['not_found'],
    tags: STORE_TAGS,
  }),
  queue: defineContract({
    id: 'storeWork.queue',
    method: 'get',
    path: `${STORE_PREFIX}/queue`,
    summary:
      'Orders needing an operator (failed, site visit required, RFS time required), longest waiting first, with ' +
      'why and since when on the virtual clock.',
    access: 'operator',
    params: StoreParamsSchema,
    query: WorkQueueQuerySchema,
    response: WorkQueueSchema,
    errors: [],
    tags: STORE_TAGS,
  }),
  resolveFailure: defineContract({
    id: 'storeWork.resolveFailure',
    method: 'post',
    path: `${order}/resolve_failure`,
    summary:
      'Resolves a failed order: retried as a new order with the same details, or the failure accepted; it leaves ' +
      'the work queue and its history keeps the note.',
    access: 'operator',
    params: StoreRecordParamsSchema,
    body: ResolveFailureSchema,
    response: ResolveFailureResultSchema,
    errors: ['not_found', 'order_not_failed', 'failure_resolved', 'record_deleted'],
    tags: STORE_TAGS,
  }),
  bulkState: defineContract({
    id: 'storeWork.bulkState',
    method: 'post',
    path: `${STORE_PREFIX}/bulk/UFB_order/state`,
    summary:
      'Changes the state of each selected order, with the note: an order its lifecycle does not allow it for is ' +
      'refused with the reason and the others are changed.',
    access: 'operator',
    params: StoreParamsSchema,
    body: BulkStateChangeSchema,
    response: BulkStateResultSchema,
    errors: [],
    tags: STORE_TAGS,
  }),
  search: defineContract({
    id: 'storeWork.search',
    method: 'get',
    path: `${STORE_PREFIX}/search`,
    summary:
      'The console’s one search: the first few orders (by shop or fibre order number, the customer’s name, email ' +
      'or phone, or the address) and customers (by name, email or phone) whose text holds every word, each with ' +
      'the field that matched, and how many of each match in all.',
    access: 'operator',
    params: StoreParamsSchema,
    query: ConsoleSearchQuerySchema,
    response: ConsoleSearchSchema,
    errors: [],
    tags: STORE_TAGS,
  }),
};
