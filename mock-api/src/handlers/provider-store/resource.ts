import type { ContractDef } from '@portal/shared';
import type { HttpHandler } from 'msw';
import type { MockContext } from '../../context';
import { route, type RouteRequest } from '../../http/route';
import { checkEditable, defined, mustFind, nowNanos, purge, softDelete } from './common';
import { answerList, type ListSpec } from './list';

interface StoreRecord {
  UUID: string;
  UpdatedAtNanos?: number;
  DeletedAtNanos?: number | null;
}

interface StoreTable<R> {
  values(): Iterable<R>;
  find(uuid: string): R | undefined;
  update(id: string, change: (draft: R) => void): Promise<R | undefined>;
  remove(id: string): unknown;
}

/** Every record call of the store names the record by its UUID in the path. */
const uuidOf = (params: unknown): string => (params as { uuid: string }).uuid;

/** What sets one store resource's handlers apart; reading, listing, deleting and purging are the same for all. */
export interface StoreResourceHandlers<
  R extends StoreRecord,
  L extends ContractDef,
  G extends ContractDef,
  U extends ContractDef,
  D extends ContractDef,
  P extends ContractDef,
> {
  table: StoreTable<R>;
  contracts: { list: L; get: G; update?: U; delete?: D; purge?: P };
  /** How the list filters and sorts, built per request at the clock's instant. */
  list: (now: number) => ListSpec<R, never>;
  /** The record as answered at the clock's instant. */
  view: (record: R, now: number) => unknown;
  /**
   * The change a PUT makes, once the record is found and may be changed; by default the named fields are
   * written as they are (and a deleted record is restored).
   */
  change?: (record: R, req: RouteRequest<U>, now: number) => Promise<R>;
}

/** The list, read, change, soft-delete and purge handlers of one store resource. */
export function storeHandlers<
  R extends StoreRecord,
  L extends ContractDef,
  G extends ContractDef,
  U extends ContractDef,
  D extends ContractDef,
  P extends ContractDef,
>(ctx: MockContext, r: StoreResourceHandlers<R, L, G, U, D, P>): HttpHandler[] {
  const { table, contracts: c } = r;
  const view = (record: R, now = nowNanos(ctx)) => r.view(record, now) as never;
  const handlers = [
    route(ctx, c.list, ({ query }) => {
      const now = nowNanos(ctx);
      return answerList(table.values(), query as never, r.list(now), (record) => r.view(record, now));
    }),
    route(ctx, c.get, ({ params }) => view(mustFind(table, uuidOf(params)))),
  ];
  if (c.update) {
    const update = c.update;
    handlers.push(
      route(ctx, update, async (req) => {
        const record = mustFind(table, uuidOf(req.params));
        const body = req.body as { DeletedAtNanos?: null };
        if ('DeletedAtNanos' in record) checkEditable(record as never, body);
        const now = nowNanos(ctx);
        if (r.change) return view(await r.change(record, req, now), now);
        const { DeletedAtNanos: _restore, ...change } = body;
        const updated = await table.update(record.UUID, (d) => {
          Object.assign(d, defined(change));
          if ('DeletedAtNanos' in d) d.DeletedAtNanos = null;
          d.UpdatedAtNanos = now;
        });
        return view(updated ?? record, now);
      }),
    );
  }
  if (c.delete) {
    handlers.push(
      route(ctx, c.delete, async ({ params }) =>
        view((await softDelete(ctx, table as never, mustFind(table, uuidOf(params)) as never)) as R),
      ),
    );
  }
  if (c.purge) {
    handlers.push(
      route(
        ctx,
        c.purge,
        ({ params, session }) =>
          purge(ctx, session as never, table, mustFind(table, uuidOf(params)) as never) as never,
      ),
    );
  }
  return handlers;
}
