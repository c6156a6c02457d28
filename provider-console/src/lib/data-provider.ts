import type { FibreOrderRecord, NoteParent, PurgeResult, StoreNoteRecord, TimeSlot } from '@portal/shared';
import simpleRestProvider from 'ra-data-simple-rest';
import { useDataProvider, type DataProvider, type Identifier, type RaRecord } from 'react-admin';
import { STORE_URL } from './config';
import { httpClient } from './http-client';

/** Notes are written in lower case in 002 §7 (ufb_order/{UUID}/note, ufb/{UUID}/note). */
const NOTE_PATH: Record<NoteParent, string> = { UFB_order: 'ufb_order', UFB: 'ufb' };

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

const call = async <T>(path: string, init: RequestInit = {}): Promise<T> =>
  (await httpClient(`${STORE_URL}/${path}`, init)).json as T;

export interface StoreDataProvider extends DataProvider {
  getNotes(resource: NoteParent, id: Identifier): Promise<StoreNoteRecord[]>;
  addNote(resource: NoteParent, id: Identifier, text: string): Promise<StoreNoteRecord>;
  getAvailableTimes(id: Identifier, opts?: { Days?: number; From?: string }): Promise<TimeSlot[]>;
  book(id: Identifier, slot: Pick<TimeSlot, 'StartNanos' | 'Mode'>): Promise<FibreOrderRecord>;
  purge(resource: string, id: Identifier): Promise<PurgeResult>;
}

const base = simpleRestProvider(STORE_URL, httpClient);

/** ra-data-simple-rest over /api/v3/68, with the store's extra calls (DESIGN.md "provider-console"). */
export const dataProvider: StoreDataProvider = {
  ...base,
  // POST UFB_plan is the specification's plan look-up, so plans are created at UFB_plan/create.
  create: (resource, params) =>
    resource === 'UFB_plan'
      ? call<RaRecord>('UFB_plan/create', { method: 'POST', body: JSON.stringify(params.data) }).then(
          (data) => ({ data }) as never,
        )
      : base.create(resource, params),
  update: (resource, params) =>
    base.update(resource, { ...params, data: changedFields(params.data, params.previousData) }),
  getNotes: (resource, id) =>
    call<{ Notes: StoreNoteRecord[] }>(`${NOTE_PATH[resource]}/${encodeURIComponent(id)}/note`).then(
      (r) => r.Notes,
    ),
  addNote: (resource, id, Text) =>
    call(`${NOTE_PATH[resource]}/${encodeURIComponent(id)}/note`, {
      method: 'POST',
      body: JSON.stringify({ Text }),
    }),
  getAvailableTimes: (id, opts = {}) =>
    call<{ AvailableTimeSlots: TimeSlot[] }>(`UFB_order/${encodeURIComponent(id)}/get_available_times`, {
      method: 'POST',
      body: JSON.stringify(opts),
    }).then((r) => r.AvailableTimeSlots),
  book: (id, slot) =>
    call(`UFB_order/${encodeURIComponent(id)}/book`, {
      method: 'POST',
      body: JSON.stringify({ StartNanos: slot.StartNanos, Mode: slot.Mode }),
    }),
  purge: (resource, id) => call(`${resource}/${encodeURIComponent(id)}/purge`, { method: 'DELETE' }),
};

export const useStoreDataProvider = () => useDataProvider<StoreDataProvider>();
