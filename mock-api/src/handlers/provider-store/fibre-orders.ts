import {
  changeOrderState,
  contracts,
  isFinalOrderState,
  nzDayRange,
  orderNeedsAttention,
  orderStatus,
  planOrderTimeline,
  productTimelineForOrder,
  SPID,
  stepAt,
  syncProductTimeline,
  fibreDisplayText,
  type FibreOrder,
  type FibreOrderFilter,
  type OrderStep,
  type Actor,
  type BodyOf,
} from '@portal/shared';
import type { MockContext } from '../../context';
import type { IndexSource } from '../../db/record-index';
import { route } from '../../http/route';
import { processRandom } from '../../sim/processes';
import type { HandlerGroup } from '../types';
import { byUuid, defined, nowNanos, operatorName, refuse, unknownReference } from './common';
import { allOf, commonTests, fieldReader, oneOf, searchText, wanted, type ListSpec } from './list';
import { customerActor, fieldChanges, operatorActor, recordOrderEvent } from './order-events';
import { OrderRows } from './order-rows';
import { orderText } from './order-text';
import { storeHandlers } from './resource';
import { searchRoute } from './search';
import type { SortValue } from './select';
import { orderView } from './views';

const c = contracts.store;
type FibreOrderCreateInput = BodyOf<typeof c.orderCreate>;
const haystack = searchText<FibreOrder>(orderText);

/**
 * The sort key of a column that reads only the stored order, so the order of its rows can be kept between
 * requests; undefined for a column that depends on the clock or on another table.
 */
function storedSortKey(field: string): ((o: FibreOrder) => SortValue) | undefined {
  switch (field) {
    case 'id':
      return (o) => o.UUID;
    case 'State':
    case 'Status':
    case 'StateText':
    case 'PlanUUID':
      return undefined;
    case 'Appointment.StartNanos':
      return (o) => o.Appointment?.StartNanos ?? -1;
    default:
      return fieldReader(field);
  }
}

/** The filter's fields the order rows test themselves; any other is tested on the orders they let through. */
const ROW_FIELDS: ReadonlySet<string> = new Set<keyof FibreOrderFilter>([
  'q',
  'deleted',
  'State',
  'LFC',
  'PlanUUID',
  'CustomerUUID',
]);

/** The rows of the orders list, following the orders table. */
export const orderRows = (table: IndexSource<FibreOrder>) => new OrderRows(table, orderText, storedSortKey);

export function orderSpec(
  now: number,
  planName: (uuid: string) => string,
  rows: OrderRows,
  byId: (uuid: string) => FibreOrder | undefined,
): ListSpec<FibreOrder, FibreOrderFilter> {
  const current = (o: FibreOrder) => stepAt(o.Timeline, now);
  const sortKey = (field: string): ((o: FibreOrder) => SortValue) => {
    switch (field) {
      case 'State':
        return (o) => current(o).State;
      case 'Status':
        return (o) => orderStatus(current(o).State);
      case 'StateText':
        return (o) => fibreDisplayText(current(o).Substate, current(o).State);
      case 'PlanUUID':
        return (o) => planName(o.PlanUUID);
      default:
        return storedSortKey(field) ?? fieldReader(field);
    }
  };
  const matches = (f: FibreOrderFilter) => {
    const appointmentDay = f.AppointmentOn ? nzDayRange(f.AppointmentOn).map((ms) => ms * 1e6) : undefined;
    // The field tests first: the text search, the costliest, then reads only the orders they let through.
    return allOf(
      [
        oneOf(f.State, (o: FibreOrder) => current(o).State),
        oneOf(f.LFC, (o: FibreOrder) => o.LFC),
        oneOf(f.PlanUUID, (o: FibreOrder) => o.PlanUUID),
        oneOf(f.LFCProductUUID, (o: FibreOrder) => o.LFCProductUUID),
        oneOf(f.CustomerUUID, (o: FibreOrder) => o.CustomerUUID),
        oneOf(f.ProductUUID, (o: FibreOrder) => o.ProductUUID),
        oneOf(f.attention, (o: FibreOrder) => orderNeedsAttention(current(o))),
        appointmentDay &&
          ((o: FibreOrder) =>
            !!o.Appointment &&
            o.Appointment.StartNanos >= (appointmentDay[0] as number) &&
            o.Appointment.StartNanos < (appointmentDay[1] as number)),
        ...commonTests<FibreOrder>(f, haystack),
      ].filter((t) => t !== undefined),
    );
  };
  return {
    resource: 'UFB_order',
    envelope: 'UFBOrders',
    defaultSort: ['CreatedAtNanos', 'DESC'],
    sortKey,
    // A list of ids (getMany) is those few orders, looked up by key; every other filter is the rows' to answer.
    candidates: (f) =>
      f.id !== undefined ? (wanted(f.id) ?? []).flatMap((id) => byId(id) ?? []) : undefined,
    select: (f, field, direction, count) => {
      if (f.id !== undefined) return undefined;
      const unindexed = Object.entries(f).some(
        ([name, value]) => value !== undefined && !ROW_FIELDS.has(name),
      );
      return rows.select({
        filter: f,
        now,
        // The whole filter holds the indexed fields' tests too: true again for every order the rows let through.
        rest: unindexed ? matches(f) : undefined,
        field,
        direction,
        count,
        key: sortKey(field),
      });
    },
    matches,
  };
}

/** The timeline after an operator's change of state or substate, with its note; refused with why when not allowed. */
export function stateChangeOf(
  ctx: MockContext,
  order: FibreOrder,
  change: { State?: FibreOrder['Timeline'][number]['State']; Substate?: string; Note?: string },
  by: string,
  now: number,
): OrderStep[] {
  const changed = changeOrderState(
    order.Timeline,
    now,
    { State: change.State, Substate: change.Substate, Note: change.Note, By: by },
    { random: processRandom(ctx.sim, `${order.UUID}:${order.Timeline.length}`) },
  );
  if (!changed.ok) {
    throw refuse(changed.reason, change.State ? `${changed.from} → ${change.State}` : changed.from);
  }
  return changed.timeline;
}

/** The order's product follows its new timeline from now on (completion activates it). */
export async function followOrder(ctx: MockContext, order: FibreOrder, timeline: OrderStep[]): Promise<void> {
  const product = byUuid(ctx.db.ufbProducts, order.ProductUUID);
  if (!product) return;
  const now = nowNanos(ctx);
  await ctx.db.ufbProducts.update(product.UUID, (d) => {
    d.Timeline = syncProductTimeline(product.Timeline, timeline, now);
    d.PlanUUID = order.PlanUUID;
    d.UpdatedAtNanos = now;
  });
}

function nextOrderNumber(ctx: MockContext): number {
  let max = 100000;
  for (const o of ctx.db.ufbOrders.all()) {
    if (!o.OrderNumber.startsWith('UFB-')) continue;
    const n = Number(o.OrderNumber.slice(4));
    if (n > max) max = n;
  }
  return max + 1;
}

/**
 * A new fibre order and its pending product, on a timeline decided now: what an operator's order form and a
 * customer's paid fibre purchase both create.
 */
export async function createFibreOrder(
  ctx: MockContext,
  body: FibreOrderCreateInput,
  opts: { fail: boolean; orderNumber?: string; prequalUUID?: string; actor?: Actor },
): Promise<FibreOrder> {
  const customer = byUuid(ctx.db.customers, body.CustomerUUID);
  if (!customer) throw unknownReference('CustomerUUID', 'No such customer');
  const plan = byUuid(ctx.db.ufbPlans, body.PlanUUID);
  if (!plan) throw unknownReference('PlanUUID', 'No such fibre plan');
  const lfcProduct = byUuid(ctx.db.lfcProducts, body.LFCProductUUID);
  if (!lfcProduct || lfcProduct.DeletedAtNanos !== null) {
    throw unknownReference('LFCProductUUID', 'No such LFC product');
  }
  const now = nowNanos(ctx);
  const UUID = crypto.randomUUID();
  const number = nextOrderNumber(ctx);
  const timeline = planOrderTimeline(now, { random: processRandom(ctx.sim, UUID), fail: opts.fail });
  const name = `${customer.FirstName} ${customer.LastName}`;
  const order = await ctx.db.ufbOrders.insert({
    UUID,
    SPID,
    OrderNumber: opts.orderNumber ?? `UFB-${number}`,
    CustomerUUID: customer.UUID,
    CustomerName: name,
    CustomerEmail: customer.Email,
    PlanUUID: plan.UUID,
    LFCProductUUID: lfcProduct.UUID,
    LFC: lfcProduct.LFC,
    ProductUUID: crypto.randomUUID(),
    Address: body.Address,
    ExternalReference: body.ExternalReference,
    Timeline: timeline,
    Appointment: null,
    CreatedAtNanos: now,
    UpdatedAtNanos: now,
    DeletedAtNanos: null,
  });
  await ctx.db.ufbProducts.insert({
    UUID: order.ProductUUID,
    SPID,
    CustomerUUID: order.CustomerUUID,
    CustomerName: name,
    CustomerEmail: customer.Email,
    OrderUUID: order.UUID,
    OrderNumber: order.OrderNumber,
    PlanUUID: order.PlanUUID,
    LFCProductUUID: order.LFCProductUUID,
    LFC: order.LFC,
    BillingReference: `postpay-${order.OrderNumber.toLowerCase()}`,
    PrequalUUID: opts.prequalUUID ?? crypto.randomUUID(),
    Address: order.Address,
    Timeline: productTimelineForOrder(timeline),
    CreatedAtNanos: now,
    UpdatedAtNanos: now,
    DeletedAtNanos: null,
  });
  // Without an operator, the customer ordered it in the shop.
  await recordOrderEvent(ctx, order.UUID, {
    Kind: 'created',
    Actor: opts.actor ?? customerActor('shop', order),
  });
  return order;
}

export const fibreOrderHandlers: HandlerGroup = (ctx) => {
  const table = ctx.db.ufbOrders;
  const planName = (uuid: string) => byUuid(ctx.db.ufbPlans, uuid)?.Name ?? '';
  const rows = orderRows(table);
  return [
    route(ctx, c.orderCreate, async ({ body, scenario, session }) =>
      orderView(
        await createFibreOrder(ctx, body, {
          fail: scenario('orders.fail', body.CustomerUUID),
          actor: operatorActor(session),
        }),
        nowNanos(ctx),
      ),
    ),
    // The one search finds orders through the list's rows and their token index.
    searchRoute(ctx, rows),
    ...storeHandlers(ctx, {
      table,
      contracts: {
        list: c.orderList,
        get: c.orderGet,
        update: c.orderUpdate,
        delete: c.orderDelete,
        purge: c.orderPurge,
      },
      list: (now) => orderSpec(now, planName, rows, (uuid) => table.find(uuid)),
      view: orderView,
      change: async (order, { body, session }, now) => {
        const timeline =
          body.State !== undefined || body.Substate !== undefined
            ? stateChangeOf(ctx, order, body, operatorName(session), now)
            : order.Timeline;
        const current = stepAt(timeline, now).State;
        if (body.PlanUUID !== undefined && body.PlanUUID !== order.PlanUUID) {
          if (isFinalOrderState(current)) throw refuse('order_final', current);
          if (!byUuid(ctx.db.ufbPlans, body.PlanUUID))
            throw unknownReference('PlanUUID', 'No such fibre plan');
        }
        const updated = (await table.update(order.UUID, (d) => {
          d.Timeline = timeline;
          if (body.PlanUUID) d.PlanUUID = body.PlanUUID;
          if (body.Address) d.Address = { ...d.Address, ...defined(body.Address) };
          if (body.ExternalReference)
            d.ExternalReference = { ...d.ExternalReference, ...defined(body.ExternalReference) };
          d.DeletedAtNanos = null;
          d.UpdatedAtNanos = now;
        })) as FibreOrder;
        if (timeline !== order.Timeline || body.PlanUUID) await followOrder(ctx, updated, timeline);
        // The plan by name, as the operator chose it; a restore shows as the deletion time cleared.
        const edited = (o: FibreOrder) => ({
          Plan: planName(o.PlanUUID),
          Address: o.Address,
          ExternalReference: o.ExternalReference,
          DeletedAtNanos: o.DeletedAtNanos,
        });
        const changes = fieldChanges(edited(order), edited(updated));
        if (changes.length) {
          await recordOrderEvent(ctx, order.UUID, {
            Kind: 'edited',
            Actor: operatorActor(session),
            Changes: changes,
          });
        }
        return updated;
      },
    }),
  ];
};
