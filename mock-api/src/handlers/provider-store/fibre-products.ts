import {
  changeProductState,
  contracts,
  fibreDisplayText,
  fibreOrderRank,
  stepAt,
  type FibreProduct,
  type FibreProductFilter,
} from '@portal/shared';
import type { HandlerGroup } from '../types';
import { byUuid, operatorName, refuse, unknownReference } from './common';
import { allOf, commonTests, fieldValue, oneOf, searchText, type ListSpec } from './list';
import { storeHandlers } from './resource';
import { productView } from './views';

const c = contracts.store;
const haystack = searchText<FibreProduct>(
  (p) => `${p.OrderNumber} ${p.CustomerName} ${p.CustomerEmail} ${p.Address.Formatted} ${p.BillingReference}`,
);

function productSpec(
  now: number,
  planName: (uuid: string) => string,
): ListSpec<FibreProduct, FibreProductFilter> {
  const current = (p: FibreProduct) => stepAt(p.Timeline, now);
  return {
    resource: 'UFB',
    envelope: 'UFBProducts',
    defaultSort: ['CreatedAtNanos', 'DESC'],
    sortKey: (field) => {
      switch (field) {
        case 'id':
          return (p) => p.UUID;
        case 'State':
          return (p) => current(p).State;
        case 'Status':
          return (p) => fibreOrderRank({ State: current(p).State }) ?? 1;
        case 'StateDescription':
          return (p) =>
            fibreDisplayText(current(p).Substate, current(p).ProductOrderSubstate, current(p).State);
        case 'PlanUUID':
          return (p) => planName(p.PlanUUID);
        default:
          return (p) => fieldValue(p, field);
      }
    },
    matches: (f) =>
      allOf(
        [
          ...commonTests<FibreProduct>(f, haystack),
          oneOf(f.State, (p: FibreProduct) => current(p).State),
          oneOf(f.LFC, (p: FibreProduct) => p.LFC),
          oneOf(f.PlanUUID, (p: FibreProduct) => p.PlanUUID),
          oneOf(f.LFCProductUUID, (p: FibreProduct) => p.LFCProductUUID),
          oneOf(f.CustomerUUID, (p: FibreProduct) => p.CustomerUUID),
          oneOf(f.OrderUUID, (p: FibreProduct) => p.OrderUUID),
        ].filter((t) => t !== undefined),
      ),
  };
}

export const fibreProductHandlers: HandlerGroup = (ctx) => {
  const table = ctx.db.ufbProducts;
  const planName = (uuid: string) => byUuid(ctx.db.ufbPlans, uuid)?.Name ?? '';
  return storeHandlers(ctx, {
    table,
    contracts: {
      list: c.productList,
      get: c.productGet,
      update: c.productUpdate,
      delete: c.productDelete,
      purge: c.productPurge,
    },
    list: (now) => productSpec(now, planName),
    view: productView,
    change: async (product, { body, session }, now) => {
      let timeline = product.Timeline;
      if (body.State !== undefined || body.Substate !== undefined) {
        const change = changeProductState(product.Timeline, now, {
          State: body.State,
          Substate: body.Substate,
          Note: body.Note,
          By: operatorName(session),
        });
        if (!change.ok) {
          throw refuse(
            change.reason === 'product_final' ? 'illegal_transition' : change.reason,
            body.State ? `${change.from} → ${body.State}` : change.from,
          );
        }
        timeline = change.timeline;
      }
      if (body.PlanUUID !== undefined && !byUuid(ctx.db.ufbPlans, body.PlanUUID)) {
        throw unknownReference('PlanUUID', 'No such fibre plan');
      }
      const updated = await table.update(product.UUID, (d) => {
        d.Timeline = timeline;
        if (body.PlanUUID) d.PlanUUID = body.PlanUUID;
        if (body.BillingReference !== undefined) d.BillingReference = body.BillingReference;
        d.DeletedAtNanos = null;
        d.UpdatedAtNanos = now;
      });
      return updated ?? product;
    },
  });
};
