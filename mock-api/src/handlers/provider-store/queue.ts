import {
  attentionReason,
  contracts,
  stepAt,
  type AttentionReason,
  type FibreOrder,
  type WorkQueueItem,
} from '@portal/shared';
import type { MockContext } from '../../context';
import { reply } from '../../http/reply';
import { route } from '../../http/route';
import type { HandlerGroup } from '../types';
import { mustFind, nowNanos, refuse } from './common';
import { createFibreOrder } from './fibre-orders';
import { operatorActor, recordOrderEvent } from './order-events';

const c = contracts.storeWork;

/** Failed orders an operator has already retried or closed: they need nobody any more. */
const resolvedFailures = (ctx: MockContext) =>
  new Set(ctx.db.orderEvents.where((e) => e.Kind === 'failure_resolved').map((e) => e.OrderUUID));

/**
 * The orders needing an operator at `now`, longest waiting first: why (and so the action it needs) and since when,
 * the instant of the step that stopped it. The clock moves orders in (a site visit comes up) and out.
 */
export function workQueue(ctx: MockContext, now: number): WorkQueueItem[] {
  const resolved = resolvedFailures(ctx);
  const out: WorkQueueItem[] = [];
  for (const o of ctx.db.ufbOrders.values()) {
    if (o.DeletedAtNanos !== null) continue;
    const step = stepAt(o.Timeline, now);
    const reason = attentionReason(step);
    if (!reason || (reason === 'failed' && resolved.has(o.UUID))) continue;
    out.push({
      id: o.UUID,
      UUID: o.UUID,
      OrderNumber: o.OrderNumber,
      CustomerName: o.CustomerName,
      Address: o.Address.Formatted,
      LFC: o.LFC,
      State: step.State,
      Substate: step.Substate,
      Reason: reason,
      SinceNanos: step.AtNanos,
    });
  }
  return out.sort((a, b) => a.SinceNanos - b.SinceNanos || a.OrderNumber.localeCompare(b.OrderNumber));
}

/** Retries a failed order as a new one with the same details, or accepts the failure; it leaves the queue. */
async function resolveFailure(
  ctx: MockContext,
  order: FibreOrder,
  body: { Action: 'retry' | 'cancel'; Note: string },
  actor: ReturnType<typeof operatorActor>,
) {
  if (order.DeletedAtNanos !== null) throw refuse('record_deleted');
  const state = stepAt(order.Timeline, nowNanos(ctx)).State;
  if (state !== 'failed') throw refuse('order_not_failed', state);
  if (resolvedFailures(ctx).has(order.UUID)) throw refuse('failure_resolved');
  const retry =
    body.Action === 'retry'
      ? await createFibreOrder(
          ctx,
          {
            CustomerUUID: order.CustomerUUID,
            PlanUUID: order.PlanUUID,
            LFCProductUUID: order.LFCProductUUID,
            Address: order.Address,
            ExternalReference: order.ExternalReference,
          },
          { fail: false, actor },
        )
      : undefined;
  await recordOrderEvent(ctx, order.UUID, {
    Kind: 'failure_resolved',
    Actor: actor,
    Text: body.Note,
    Changes: retry ? [{ Field: 'Retried as', Old: '', New: retry.OrderNumber }] : [],
  });
  return reply({ UUID: order.UUID, RetryOrderUUID: retry?.UUID ?? null });
}

export const queueHandlers: HandlerGroup = (ctx) => [
  route(ctx, c.queue, ({ query }) => {
    const now = nowNanos(ctx);
    const all = workQueue(ctx, now);
    const counts: Record<AttentionReason, number> = { failed: 0, site_visit: 0, rfs_time: 0 };
    for (const item of all) counts[item.Reason] += 1;
    const shown = query.Reason ? all.filter((i) => i.Reason === query.Reason) : all;
    const start = (query.PageNumber - 1) * query.PageSize;
    return {
      Orders: shown.slice(start, start + query.PageSize),
      Total: shown.length,
      Counts: counts,
      NowNanos: now,
    };
  }),
  route(ctx, c.resolveFailure, ({ params, body, session }) =>
    resolveFailure(ctx, mustFind(ctx.db.ufbOrders, params.uuid), body, operatorActor(session)),
  ),
];
