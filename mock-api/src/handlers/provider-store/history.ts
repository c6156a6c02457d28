import {
  contracts,
  pastSteps,
  type Actor,
  type FibreOrder,
  type OrderEvent,
  type OrderHistoryEntry,
} from '@portal/shared';
import { fixtureUuid } from '@portal/fixtures';
import type { MockContext } from '../../context';
import { route } from '../../http/route';
import type { HandlerGroup } from '../types';
import { mustFind, nowNanos } from './common';

const c = contracts.storeWork;
const SIMULATION: Actor = { Kind: 'simulation', Name: 'Provisioning', UUID: null };
const SYSTEM: Actor = { Kind: 'system', Name: 'System', UUID: null };

/** Entries from before the history was kept (the seed data): the order's creation, read from the order. */
function seededCreation(order: FibreOrder): OrderHistoryEntry {
  const UUID = fixtureUuid(`history:created:${order.UUID}`);
  // An order placed in the shop keeps the shop order's number.
  const shop = order.OrderNumber.startsWith('ORD-');
  return {
    id: UUID,
    UUID,
    OrderUUID: order.UUID,
    Kind: 'created',
    AtNanos: order.CreatedAtNanos,
    Actor: shop ? { Kind: 'shop', Name: order.CustomerName, UUID: order.CustomerUUID } : SYSTEM,
    Text: '',
    Changes: [],
  };
}

/**
 * The whole history of an order at `now`, newest first: the events kept as they happened, each state change of
 * its timeline that the clock has reached, and its notes. A step made at the instant of a booking or a
 * cancellation is that action's doing, so it names the same person; one with no name is the simulation's.
 */
export function orderHistory(ctx: MockContext, order: FibreOrder, now: number): OrderHistoryEntry[] {
  const events: OrderEvent[] = ctx.db.orderEvents.where((e) => e.OrderUUID === order.UUID);
  const byInstant = new Map(events.filter((e) => e.Kind !== 'edited').map((e) => [e.AtNanos, e.Actor]));
  const kept = events.map((e) => ({ ...e, id: e.UUID }));
  const creation = kept.some((e) => e.Kind === 'created') ? [] : [seededCreation(order)];
  const steps = pastSteps(order.Timeline, now)
    .slice(1)
    .map((step, i): OrderHistoryEntry => {
      const UUID = fixtureUuid(`history:step:${order.UUID}:${i + 1}:${step.AtNanos}`);
      const actor: Actor = step.By
        ? { Kind: 'operator', Name: step.By, UUID: null }
        : (byInstant.get(step.AtNanos) ?? SIMULATION);
      return {
        id: UUID,
        UUID,
        OrderUUID: order.UUID,
        Kind: 'state',
        AtNanos: step.AtNanos,
        Actor: actor,
        Text: step.Note ?? '',
        Changes: [],
        State: step.State,
        Substate: step.Substate,
      };
    });
  const notes = ctx.db.storeNotes
    .where((n) => n.ParentUUID === order.UUID)
    .map((n): OrderHistoryEntry => ({
      id: n.UUID,
      UUID: n.UUID,
      OrderUUID: order.UUID,
      Kind: 'note',
      AtNanos: n.CreatedAtNanos,
      Actor: n.AuthorUUID
        ? { Kind: 'operator', Name: n.Author, UUID: n.AuthorUUID }
        : { ...SYSTEM, Name: n.Author },
      Text: n.Text,
      Changes: [],
    }));
  // Newest first; at one instant the state change a booking or an edit made reads above its cause.
  const rank = (e: OrderHistoryEntry) => (e.Kind === 'state' ? 0 : 1);
  return [...kept, ...creation, ...steps, ...notes].sort(
    (a, b) => b.AtNanos - a.AtNanos || rank(a) - rank(b),
  );
}

export const historyHandlers: HandlerGroup = (ctx) => [
  route(ctx, c.history, ({ params, query }) => {
    const all = orderHistory(ctx, mustFind(ctx.db.ufbOrders, params.uuid), nowNanos(ctx));
    const start = (query.PageNumber - 1) * query.PageSize;
    return { Entries: all.slice(start, start + query.PageSize), Total: all.length };
  }),
];
