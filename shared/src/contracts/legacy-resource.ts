import type { z } from 'zod';
import { OkSchema, SpidParamSchema, UuidSchema } from '../entities/common';
import { legacyPageSchema, LegacySearchQuerySchema } from '../entities/legacy-resources';
import type { ErrorCode } from '../errors';
import { defineContract } from './define';

/** What sets one legacy per-resource REST apart; its list and search, read, create, change and delete follow. */
export interface LegacyResource<
  N extends string,
  E extends string,
  R extends z.ZodType,
  C extends z.ZodType,
  U extends z.ZodType,
> {
  /** Contract ids are `legacy.<name>List`, `legacy.<name>Get`, ... */
  name: N;
  /** The path segment after /v2/{spid}, as the specification names the resource. */
  segment: string;
  /** The key of a page's records, e.g. CustomerGroups. */
  envelope: E;
  record: R;
  create: C;
  update: U;
  /** Read as "<the account's …>", e.g. "customer groups the account is in". */
  what: string;
  /** What the search text `q` is matched against. */
  searchedBy: string;
  summary: { create: string; update: string; delete: string };
  /** Refusals beyond the missing record, per call. */
  errors?: { create?: readonly ErrorCode[]; update?: readonly ErrorCode[]; delete?: readonly ErrorCode[] };
}

const account = SpidParamSchema.extend({ customerUuid: UuidSchema });
const one = account.extend({ uuid: UuidSchema });

function calls<
  N extends string,
  E extends string,
  R extends z.ZodType,
  C extends z.ZodType,
  U extends z.ZodType,
>(r: LegacyResource<N, E, R, C, U>) {
  const base = `/v2/:spid/${r.segment}/:customerUuid`;
  const common = { access: 'customer', owner: 'customerUuid', tags: ['legacy'] } as const;
  const id = <K extends string>(k: K) => `legacy.${r.name}${k}` as `legacy.${N}${K}`;
  return {
    List: defineContract({
      ...common,
      id: id('List'),
      method: 'get',
      path: base,
      summary:
        `The ${r.what}, oldest first, a page at a time (PageNumber, PageSize up to 100) with the total. A search ` +
        `(q, matched against ${r.searchedBy}) that matches none answers 404 "Object not found".`,
      params: account,
      query: LegacySearchQuerySchema,
      response: legacyPageSchema(r.record, r.envelope),
      errors: ['object_not_found'],
    }),
    Get: defineContract({
      ...common,
      id: id('Get'),
      method: 'get',
      path: `${base}/:uuid`,
      summary: `One of the ${r.what}; any other is not found.`,
      params: one,
      response: r.record,
      errors: ['object_not_found'],
    }),
    Create: defineContract({
      ...common,
      id: id('Create'),
      method: 'post',
      path: base,
      summary: r.summary.create,
      params: account,
      body: r.create,
      response: r.record,
      status: 201,
      errors: ['object_not_found', ...(r.errors?.create ?? [])],
    }),
    Update: defineContract({
      ...common,
      id: id('Update'),
      method: 'put',
      path: `${base}/:uuid`,
      summary: r.summary.update,
      params: one,
      body: r.update,
      response: r.record,
      errors: ['object_not_found', ...(r.errors?.update ?? [])],
    }),
    Delete: defineContract({
      ...common,
      id: id('Delete'),
      method: 'delete',
      path: `${base}/:uuid`,
      summary: r.summary.delete,
      params: one,
      response: OkSchema,
      errors: ['object_not_found', ...(r.errors?.delete ?? [])],
    }),
  };
}

type Calls<
  N extends string,
  E extends string,
  R extends z.ZodType,
  C extends z.ZodType,
  U extends z.ZodType,
> = ReturnType<typeof calls<N, E, R, C, U>>;

/** One legacy resource's five calls, named `<name>List`, `<name>Get`, `<name>Create`, `<name>Update`, `<name>Delete`. */
export function legacyResourceContracts<
  N extends string,
  E extends string,
  R extends z.ZodType,
  C extends z.ZodType,
  U extends z.ZodType,
>(
  r: LegacyResource<N, E, R, C, U>,
): { [K in keyof Calls<N, E, R, C, U> & string as `${N}${K}`]: Calls<N, E, R, C, U>[K] } {
  const made = calls(r);
  return Object.fromEntries(Object.entries(made).map(([k, v]) => [`${r.name}${k}`, v])) as never;
}
