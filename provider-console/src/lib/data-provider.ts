import {
  buildPath,
  contractKey,
  contracts,
  endsSession,
  SPID,
  STORE_PREFIX,
  type ContractDef,
  type FibreOrderRecord,
  type NoteParent,
  type PurgeResult,
  type StoreNoteRecord,
  type TimeSlot,
} from '@portal/shared';
import simpleRestProvider from 'ra-data-simple-rest';
import { useDataProvider, type DataProvider, type Identifier, type RaRecord } from 'react-admin';
import { api } from './api';
import { loadSession } from './auth-session';
import { READ_TIMEOUT_MS } from './failure-policy';
import { asHttpErrors, httpClient } from './http-client';
import { keepUnsavedEdit, KEPT_EDITS } from './unsaved-edits';

const store = contracts.store;
const NOTES = {
  UFB_order: { list: store.orderNotes, add: store.orderAddNote },
  UFB: { list: store.productNotes, add: store.productAddNote },
} satisfies Record<NoteParent, { list: ContractDef; add: ContractDef }>;
/** The resources an admin may purge, by react-admin resource name (the store's path segment). */
const PURGE: Record<string, ContractDef> = {
  UFB_order: store.orderPurge,
  UFB: store.productPurge,
  lfc_product: store.lfcProductPurge,
};

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * Only what the form changed goes in a PUT: the rest of the record (its state in particular) may have moved on
 * by itself while the operator was editing, and must not be sent back as if chosen.
 */
export function changedFields(
  data: Partial<RaRecord>,
  previous?: Partial<RaRecord>,
): Record<string, unknown> {
  if (!previous) return { ...data };
  return Object.fromEntries(Object.entries(data).filter(([key, value]) => !same(value, previous[key])));
}

export interface StoreDataProvider extends DataProvider {
  getNotes(resource: NoteParent, id: Identifier): Promise<StoreNoteRecord[]>;
  addNote(resource: NoteParent, id: Identifier, text: string): Promise<StoreNoteRecord>;
  getAvailableTimes(id: Identifier, opts?: { Days?: number; From?: string }): Promise<TimeSlot[]>;
  book(
    id: Identifier,
    slot: Pick<TimeSlot, 'StartNanos' | 'Mode'>,
    reason?: string,
  ): Promise<FibreOrderRecord>;
  purge(resource: string, id: Identifier): Promise<PurgeResult>;
}

/** The generic list/get/update/delete of every store resource live under the store's prefix, by resource name. */
const base = simpleRestProvider(buildPath(STORE_PREFIX, { spid: SPID }), httpClient);
const record = (id: Identifier) => ({ uuid: String(id) });

/** ra-data-simple-rest over the store, and the store's own calls, each made from its contract. */
export const dataProvider: StoreDataProvider = {
  ...base,
  create: (resource, params) => {
    // POST UFB_plan is the specification's plan look-up, so plans are created at their own contract; a fibre
    // order is created through its contract, which sends the action's idempotency key when it takes one.
    const contract = { UFB_plan: store.planCreate, UFB_order: store.orderCreate }[resource];
    if (!contract) return base.create(resource, params);
    return asHttpErrors(api.call(contract, { body: params.data as never })).then(
      (data) => ({ data }) as never,
    );
  },
  update: (resource, params) => {
    // Read before the call: a refusal that ends the session clears it before anything else hears of the failure.
    const by = loadSession()?.UUID;
    return base
      .update(resource, { ...params, data: changedFields(params.data, params.previousData) })
      .catch((error: unknown) => {
        // react-admin signs out on such a refusal and tells the form nothing, so what was typed is kept here.
        const { status, body } = error as { status?: number; body?: unknown };
        if (KEPT_EDITS.has(resource) && endsSession(status, body))
          keepUnsavedEdit(
            {
              resource,
              id: params.id,
              values: params.data as Record<string, unknown>,
              previousData: params.previousData as Record<string, unknown>,
              failure: error,
            },
            by,
            false,
          );
        throw error;
      });
  },
  getNotes: (resource, id) =>
    asHttpErrors(api.call(NOTES[resource].list, { params: record(id), timeoutMs: READ_TIMEOUT_MS })).then(
      (r) => r.Notes,
    ),
  addNote: (resource, id, Text) =>
    asHttpErrors(api.call(NOTES[resource].add, { params: record(id), body: { Text } })),
  getAvailableTimes: (id, opts = {}) =>
    asHttpErrors(api.call(store.orderAvailableTimes, { params: record(id), body: opts })).then(
      (r) => r.AvailableTimeSlots,
    ),
  book: (id, slot, reason) =>
    asHttpErrors(
      api.call(store.orderBook, {
        params: record(id),
        body: { StartNanos: slot.StartNanos, Mode: slot.Mode, ...(reason ? { Reason: reason } : {}) },
      }),
    ),
  purge: (resource, id) => {
    const contract = PURGE[resource];
    if (!contract) return Promise.reject(new Error(`${resource} records cannot be purged`));
    return asHttpErrors(api.call(contract, { params: record(id) })) as Promise<PurgeResult>;
  },
};

/** Cache keys of the store's own reads, from their contracts (the look-up's options stand in for a query). */
export const storeKeys = {
  notes: (parent: NoteParent, id: Identifier | undefined) =>
    contractKey(NOTES[parent].list, { params: { uuid: id === undefined ? null : String(id) } }),
  availableTimes: (id: Identifier, opts: object) =>
    contractKey(store.orderAvailableTimes, { params: record(id), query: opts }),
};

export const useStoreDataProvider = () => useDataProvider<StoreDataProvider>();
