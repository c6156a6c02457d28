import { contracts, SPID, type LfcProduct, type LfcProductFilter } from '@portal/shared';
import { route } from '../../http/route';
import type { HandlerGroup } from '../types';
import { checkEditable, defined, mustFind, nowNanos, purge, softDelete } from './common';
import { allOf, answerList, commonTests, fieldValue, oneOf, searchText, type ListSpec } from './list';
import { withId } from './views';

const c = contracts.store;
const haystack = searchText<LfcProduct>((p) => `${p.Name} ${p.ProductCode} ${p.LFC} ${p.Description}`);

const spec: ListSpec<LfcProduct, LfcProductFilter> = {
  resource: 'lfc_product',
  envelope: 'LFCProducts',
  defaultSort: ['LFC', 'ASC'],
  sortKey: (field) => (field === 'id' ? (p) => p.UUID : (p) => fieldValue(p, field)),
  matches: (f) =>
    allOf(
      [
        ...commonTests<LfcProduct>(f, haystack),
        oneOf(f.LFC, (p: LfcProduct) => p.LFC),
        oneOf(f.Available, (p: LfcProduct) => p.Available),
      ].filter((t) => t !== undefined),
    ),
};

export const lfcProductHandlers: HandlerGroup = (ctx) => {
  const table = ctx.db.lfcProducts;
  return [
    route(ctx, c.lfcProductCreate, async ({ body }) => {
      const at = nowNanos(ctx);
      const created = await table.insert({
        ...body,
        UUID: crypto.randomUUID(),
        SPID,
        CreatedAtNanos: at,
        UpdatedAtNanos: at,
        DeletedAtNanos: null,
      });
      return withId(created);
    }),
    route(ctx, c.lfcProductList, ({ query }) => answerList(table.all(), query, spec, withId)),
    route(ctx, c.lfcProductGet, ({ params }) => withId(mustFind(table, params.uuid))),
    route(ctx, c.lfcProductUpdate, async ({ params, body }) => {
      const record = mustFind(table, params.uuid);
      checkEditable(record, body);
      const { DeletedAtNanos: _restore, ...change } = body;
      const updated = await table.update(record.UUID, (d) => {
        Object.assign(d, defined(change));
        d.DeletedAtNanos = null;
        d.UpdatedAtNanos = nowNanos(ctx);
      });
      return withId(updated ?? record);
    }),
    route(ctx, c.lfcProductDelete, async ({ params }) =>
      withId(await softDelete(ctx, table, mustFind(table, params.uuid))),
    ),
    route(ctx, c.lfcProductPurge, ({ params, session }) =>
      purge(ctx, session, table, mustFind(table, params.uuid)),
    ),
  ];
};
