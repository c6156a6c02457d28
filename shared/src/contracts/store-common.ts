import { z } from 'zod';
import { SpidParamSchema, UuidSchema } from '../entities/common';
import { PurgeResultSchema } from '../entities/store-common';
import { StoreNoteCreateSchema, StoreNoteListSchema, StoreNoteRecordSchema } from '../entities/store-note';
import { storeListQuery } from '../entities/store-list';
import type { ErrorCode } from '../errors';
import { defineContract } from './define';
import { STORE_PREFIX } from './store-prefix';

export { PurgeResultSchema };

export { STORE_PREFIX };
export const StoreParamsSchema = SpidParamSchema;
export const StoreRecordParamsSchema = SpidParamSchema.extend({ uuid: UuidSchema });

/** A list answer: an array (ra-data-simple-rest, with Content-Range) or the paginated envelope. */
export function storeListResponse<R extends z.ZodType, K extends string>(record: R, envelope: K) {
  return z.union([
    z.array(record),
    z.object({ [envelope]: z.array(record), Total: z.number().int().min(0) } as {
      [P in K | 'Total']: P extends 'Total' ? z.ZodNumber : z.ZodArray<R>;
    }),
  ]);
}

export { storeListQuery };

export const STORE_TAGS = ['provider-store'] as const;

/** What sets one store resource apart; the list, read, change, delete and purge calls follow from it. */
export interface StoreResource<
  N extends string,
  R extends z.ZodType,
  F extends z.ZodType,
  E extends string,
  U extends z.ZodType | undefined = undefined,
> {
  /** Contract ids are `store.<name>List`, `store.<name>Get`, ... */
  name: N;
  /** The path segment after /v3/{SPID}, as react-admin names the resource. */
  segment: string;
  /** The key of the paginated list envelope, e.g. LFCProducts. */
  envelope: E;
  record: R;
  sortFields: readonly [string, ...string[]];
  filter: F;
  summary: { list: string; get: string; update?: string; delete?: string; purge?: string };
  /** The change a PUT takes, and the refusals it documents; none means read-only. */
  update?: { body: U; errors: readonly ErrorCode[] };
  /** Soft delete (hidden from lists, restorable) and an admin's purge of a deleted record. */
  softDelete?: boolean;
}

type AnyResource = StoreResource<string, z.ZodType, z.ZodType, string, z.ZodType | undefined>;

function crud<N extends string, R extends z.ZodType, F extends z.ZodType, E extends string>(
  r: StoreResource<N, R, F, E, z.ZodType | undefined>,
) {
  const base = `${STORE_PREFIX}/${r.segment}`;
  const one = `${base}/:uuid`;
  const common = { access: 'operator', params: StoreRecordParamsSchema, tags: STORE_TAGS } as const;
  return {
    List: defineContract({
      id: `store.${r.name}List` as `store.${N}List`,
      method: 'get',
      path: base,
      summary: r.summary.list,
      access: 'operator',
      params: StoreParamsSchema,
      query: storeListQuery(r.sortFields, r.filter),
      response: storeListResponse(r.record, r.envelope),
      rangeList: true,
      conditional: true,
      errors: ['no_response_data'],
      tags: STORE_TAGS,
    }),
    Get: defineContract({
      ...common,
      id: `store.${r.name}Get` as `store.${N}Get`,
      method: 'get',
      path: one,
      summary: r.summary.get,
      response: r.record,
      conditional: true,
      errors: ['not_found'],
    }),
    Update: <U extends z.ZodType>(body: U, errors: readonly ErrorCode[]) =>
      defineContract({
        ...common,
        id: `store.${r.name}Update` as `store.${N}Update`,
        method: 'put',
        path: one,
        summary: r.summary.update ?? `Changes a ${r.segment}.`,
        body,
        response: r.record,
        errors,
      }),
    Delete: defineContract({
      ...common,
      id: `store.${r.name}Delete` as `store.${N}Delete`,
      method: 'delete',
      path: one,
      summary:
        r.summary.delete ?? 'Soft-deletes the record (hidden from lists unless the deleted filter is on).',
      response: r.record,
      errors: ['not_found'],
    }),
    Purge: defineContract({
      ...common,
      id: `store.${r.name}Purge` as `store.${N}Purge`,
      method: 'delete',
      path: `${one}/purge`,
      summary: r.summary.purge ?? 'Removes a deleted record and its notes for good (admins only).',
      access: 'admin',
      response: PurgeResultSchema,
      errors: ['not_found', 'purge_not_deleted'],
    }),
  };
}

type Crud<N extends string, R extends z.ZodType, F extends z.ZodType, E extends string> = ReturnType<
  typeof crud<N, R, F, E>
>;
type Named<N extends string, K extends string, C> = { [P in `${N}${K}`]: C };

/** The contracts of one store resource: list and get always, PUT when it has a change, delete and purge when soft-deletable. */
export type StoreContracts<
  N extends string,
  R extends z.ZodType,
  F extends z.ZodType,
  E extends string,
  U extends z.ZodType | undefined,
  D extends boolean | undefined,
> = Named<N, 'List', Crud<N, R, F, E>['List']> &
  Named<N, 'Get', Crud<N, R, F, E>['Get']> &
  (U extends z.ZodType ? Named<N, 'Update', ReturnType<Crud<N, R, F, E>['Update']> & { body: U }> : unknown) &
  (D extends true
    ? Named<N, 'Delete', Crud<N, R, F, E>['Delete']> & Named<N, 'Purge', Crud<N, R, F, E>['Purge']>
    : unknown);

/** One store resource's list/get/update/delete/purge contracts, from what sets it apart. */
export function storeContracts<
  N extends string,
  R extends z.ZodType,
  F extends z.ZodType,
  E extends string,
  U extends z.ZodType | undefined = undefined,
  const D extends boolean | undefined = undefined,
>(resource: StoreResource<N, R, F, E, U> & { softDelete?: D }): StoreContracts<N, R, F, E, U, D> {
  const made = crud(resource as AnyResource as StoreResource<N, R, F, E, z.ZodType | undefined>);
  const out: Record<string, unknown> = {
    [`${resource.name}List`]: made.List,
    [`${resource.name}Get`]: made.Get,
  };
  if (resource.update?.body) {
    out[`${resource.name}Update`] = made.Update(resource.update.body, resource.update.errors);
  }
  if (resource.softDelete) {
    out[`${resource.name}Delete`] = made.Delete;
    out[`${resource.name}Purge`] = made.Purge;
  }
  return out as StoreContracts<N, R, F, E, U, D>;
}

function notes<N extends string>(name: N, segment: string, noun: string) {
  const path = `${STORE_PREFIX}/${segment}/:uuid/note`;
  const common = { access: 'operator', path, params: StoreRecordParamsSchema, tags: STORE_TAGS } as const;
  return {
    Notes: defineContract({
      ...common,
      id: `store.${name}Notes` as `store.${N}Notes`,
      method: 'get',
      summary: `The notes of a ${noun}, newest first.`,
      response: StoreNoteListSchema,
      conditional: true,
      errors: ['not_found'],
    }),
    AddNote: defineContract({
      ...common,
      id: `store.${name}AddNote` as `store.${N}AddNote`,
      method: 'post',
      summary: `Adds a note to a ${noun}, signed by the operator.`,
      body: StoreNoteCreateSchema,
      response: StoreNoteRecordSchema,
      status: 201,
      errors: ['not_found'],
    }),
  };
}

type Notes<N extends string> = ReturnType<typeof notes<N>>;

/**
 * The notes calls of a store record (`store.<name>Notes` and `store.<name>AddNote`), under its path segment written
 * in lower case as the specification writes the note calls.
 */
export function storeNoteContracts<N extends string>(
  name: N,
  segment: string,
  noun: string,
): Named<N, 'Notes', Notes<N>['Notes']> & Named<N, 'AddNote', Notes<N>['AddNote']> {
  const made = notes(name, segment, noun);
  return { [`${name}Notes`]: made.Notes, [`${name}AddNote`]: made.AddNote } as Named<
    N,
    'Notes',
    Notes<N>['Notes']
  > &
    Named<N, 'AddNote', Notes<N>['AddNote']>;
}
