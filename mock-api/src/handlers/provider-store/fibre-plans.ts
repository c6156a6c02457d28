import { contracts, SPID, type UfbPlan, type UfbPlanFilter } from '@portal/shared';
import { route } from '../../http/route';
import type { HandlerGroup } from '../types';
import { nowNanos } from './common';
import { allOf, fieldValue, oneOf, searchText, type ListSpec } from './list';
import { storeHandlers } from './resource';
import { withId } from './views';

const c = contracts.store;
const haystack = searchText<UfbPlan>((p) => `${p.Name} ${p.Description}`);

const spec: ListSpec<UfbPlan, UfbPlanFilter> = {
  resource: 'UFB_plan',
  envelope: 'UFBPlans',
  defaultSort: ['Cents', 'ASC'],
  sortKey: (field) => (field === 'id' ? (p) => p.UUID : (p) => fieldValue(p, field)),
  matches: (f) => {
    const words = f.q?.toLowerCase().split(/\s+/).filter(Boolean) ?? [];
    return allOf(
      [
        oneOf(f.id, (p: UfbPlan) => p.UUID),
        oneOf(f.Available, (p: UfbPlan) => p.Available),
        words.length ? (p: UfbPlan) => words.every((w) => haystack(p).includes(w)) : undefined,
      ].filter((t) => t !== undefined),
    );
  },
};

export const fibrePlanHandlers: HandlerGroup = (ctx) => {
  const table = ctx.db.ufbPlans;
  return [
    route(ctx, c.planSearch, ({ body }) => {
      const wanted = body.UUIDs ? new Set(body.UUIDs) : undefined;
      const plans = table
        .all()
        .filter((p) => (wanted ? wanted.has(p.UUID) : body.IncludeUnavailable || p.Available))
        .sort((a, b) => a.Cents - b.Cents);
      return { UFBPlans: plans.map(withId) };
    }),
    ...storeHandlers(ctx, {
      table,
      contracts: { list: c.planList, get: c.planGet, update: c.planUpdate },
      list: () => spec,
      view: withId,
    }),
    route(ctx, c.planCreate, async ({ body }) => {
      const at = nowNanos(ctx);
      return withId(
        await table.insert({
          ...body,
          UUID: crypto.randomUUID(),
          SPID,
          CreatedAtNanos: at,
          UpdatedAtNanos: at,
        }),
      );
    }),
  ];
};
