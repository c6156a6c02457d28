import { contracts, pageItems, type BodyOf, type ContractDef, type ResponseOf } from '@portal/shared';
import type { MockContext } from '../context';
import { ApiError } from '../http/api-error';
import { route } from '../http/route';
import type { Session } from '../http/session';
import type { HandlerGroup } from '../handlers/types';

/*
 * The machinery every legacy per-resource REST shares: a page of the records the account sees (searched by `q`),
 * one of them by id, and create, change and delete, each resource saying only what it sees and how it changes.
 * A record the account does not see is as unknown as a missing one: 404 "Object not found".
 */

type Legacy = typeof contracts.legacy;
type Named<N extends string, K extends string> = `${N}${K}` & keyof Legacy;

/** The legacy resources made by the shared contract factory, by the name their contract ids start with. */
export type LegacyName = {
  [K in keyof Legacy]: K extends `${infer N}List` ? (`${N}Delete` extends keyof Legacy ? N : never) : never;
}[keyof Legacy];

interface Calls<N extends LegacyName> {
  List: Legacy[Named<N, 'List'>];
  Get: Legacy[Named<N, 'Get'>];
  Create: Legacy[Named<N, 'Create'>];
  Update: Legacy[Named<N, 'Update'>];
  Delete: Legacy[Named<N, 'Delete'>];
}

type RecordOf<N extends LegacyName> = ResponseOf<Calls<N>['Get'] & ContractDef>;

export interface LegacyBehaviour<N extends LegacyName> {
  /** The key of a page's records. */
  envelope: string;
  /** The records the account sees, oldest first. */
  visible(ctx: MockContext, customerUUID: string): RecordOf<N>[];
  /** Whether a record matches a search text (already lower case, never empty). */
  matches(ctx: MockContext, record: RecordOf<N>, q: string): boolean;
  create(
    ctx: MockContext,
    customerUUID: string,
    body: BodyOf<Calls<N>['Create'] & ContractDef>,
    session: Session,
  ): Promise<RecordOf<N>>;
  update(
    ctx: MockContext,
    customerUUID: string,
    record: RecordOf<N>,
    body: BodyOf<Calls<N>['Update'] & ContractDef>,
  ): Promise<RecordOf<N>>;
  remove(ctx: MockContext, customerUUID: string, record: RecordOf<N>): Promise<void> | void;
}

export const objectNotFound = () => new ApiError(404, 'object_not_found');

function callsOf<N extends LegacyName>(name: N): Calls<N> {
  const c = contracts.legacy as unknown as Record<string, ContractDef>;
  return {
    List: c[`${name}List`],
    Get: c[`${name}Get`],
    Create: c[`${name}Create`],
    Update: c[`${name}Update`],
    Delete: c[`${name}Delete`],
  } as unknown as Calls<N>;
}

/** The five routes of one legacy resource. */
export function legacyResource<N extends LegacyName>(name: N, behaviour: LegacyBehaviour<N>): HandlerGroup {
  // Each resource's behaviour is checked against its own contracts where it is written; here the five calls are
  // served through the shape every resource shares (an account in the path, records with a UUID).
  const calls = callsOf(name) as unknown as Record<keyof Calls<N>, ContractDef>;
  const b = behaviour as unknown as LegacyBehaviour<LegacyName> & {
    visible(ctx: MockContext, customerUUID: string): { UUID: string }[];
  };
  type Req = {
    params: { customerUuid: string; uuid?: string };
    query: unknown;
    body: unknown;
    session: Session;
  };
  const seen = (ctx: MockContext, params: Req['params']) => {
    const record = b.visible(ctx, params.customerUuid).find((r) => r.UUID === params.uuid);
    if (!record) throw objectNotFound();
    return record;
  };
  return (ctx) => [
    route(ctx, calls.List, (req) => {
      const { params, query } = req as unknown as Req & {
        query: { q: string; PageNumber: number; PageSize: number };
      };
      const q = query.q.toLowerCase();
      const all = b.visible(ctx, params.customerUuid);
      const found = q ? all.filter((r) => b.matches(ctx, r as never, q)) : all;
      if (q && found.length === 0) throw objectNotFound();
      return {
        [behaviour.envelope]: pageItems(found, query.PageNumber, query.PageSize),
        PageInfo: { TotalItemCount: found.length },
      };
    }),
    route(ctx, calls.Get, (req) => seen(ctx, (req as unknown as Req).params)),
    route(ctx, calls.Create, (req) => {
      const { params, body, session } = req as unknown as Req;
      return b.create(ctx, params.customerUuid, body as never, session);
    }),
    route(ctx, calls.Update, (req) => {
      const { params, body } = req as unknown as Req;
      return b.update(ctx, params.customerUuid, seen(ctx, params) as never, body as never);
    }),
    route(ctx, calls.Delete, async (req) => {
      const { params } = req as unknown as Req;
      await b.remove(ctx, params.customerUuid, seen(ctx, params) as never);
      return { ok: true as const };
    }),
  ];
}
