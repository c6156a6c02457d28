import { contracts, SPID, type LfcProduct, type LfcProductFilter } from '@portal/shared';
import { route } from '../../http/route';
import type { HandlerGroup } from '../types';
import { nowNanos } from './common';
import { allOf, commonTests, fieldValue, oneOf, searchText, type ListSpec } from './list';
import { storeHandlers } from './resource';
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
    ...storeHandlers(ctx, {
      table,
      contracts: {
        list: c.lfcProductList,
        get: c.lfcProductGet,
        update: c.lfcProductUpdate,
        delete: c.lfcProductDelete,
        purge: c.lfcProductPurge,
      },
      list: () => spec,
      view: withId,
    }),
  ];
};
