import {
  contractKey,
  contracts,
  contractScope,
  type AttentionReason,
  type FibreOrderState,
} from '@portal/shared';
import type { Identifier } from 'react-admin';
import { api } from './api';
import { READ_TIMEOUT_MS } from './failure-policy';
import { asHttpErrors } from './http-client';

const work = contracts.storeWork;
const record = (id: Identifier) => ({ uuid: String(id) });

/**
 * The operators' day beyond react-admin's resources: the schedule, cancelling an appointment, an order's history,
 * the one search. Only the pages that show them (and the search, once opened) load this module.
 */
export const workApi = {
  schedule: (query: { From?: string; Days: number }) =>
    asHttpErrors(api.call(work.schedule, { query, timeoutMs: READ_TIMEOUT_MS })),
  cancelAppointment: (id: Identifier, Reason: string) =>
    asHttpErrors(api.call(work.cancelAppointment, { params: record(id), body: { Reason } })),
  queue: (query: { Reason?: AttentionReason; PageNumber: number; PageSize: number }) =>
    asHttpErrors(api.call(work.queue, { query, timeoutMs: READ_TIMEOUT_MS })),
  resolveFailure: (id: Identifier, body: { Action: 'retry' | 'cancel'; Note: string }) =>
    asHttpErrors(api.call(work.resolveFailure, { params: record(id), body })),
  bulkState: (body: { UUIDs: string[]; State: FibreOrderState; Note: string }) =>
    asHttpErrors(api.call(work.bulkState, { body })),
  history: (id: Identifier, page: { PageNumber: number; PageSize: number }) =>
    asHttpErrors(api.call(work.history, { params: record(id), query: page, timeoutMs: READ_TIMEOUT_MS })),
  search: (q: string) => asHttpErrors(api.call(work.search, { query: { q }, timeoutMs: READ_TIMEOUT_MS })),
};

export const workKeys = {
  /** Every schedule read starts with this key, so a change anywhere refreshes them all. */
  schedules: contractScope(work.schedule),
  schedule: (query: { From?: string; Days: number }) => contractKey(work.schedule, { query }),
  queues: contractScope(work.queue),
  queue: (query: object) => contractKey(work.queue, { query }),
  history: (id: Identifier | undefined) => contractScope(work.history, { uuid: String(id) }),
  search: (q: string) => contractKey(work.search, { query: { q } }),
};
