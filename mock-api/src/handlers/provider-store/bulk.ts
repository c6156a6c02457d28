import { contracts, stepAt, type BulkStateResult, type FibreOrder } from '@portal/shared';
import type { MockContext } from '../../context';
import { ApiError } from '../../http/api-error';
import { route } from '../../http/route';
import type { Session } from '../../http/session';
import type { HandlerGroup } from '../types';
import { mustFind, nowNanos, operatorName, refuse } from './common';
import { followOrder, stateChangeOf } from './fibre-orders';

type Outcome = BulkStateResult['Results'][number];

/** One order of the selection: changed along its lifecycle, or refused with the reason the API would give alone. */
async function changeOne(
  ctx: MockContext,
  uuid: string,
  change: { State: FibreOrder['Timeline'][number]['State']; Note: string },
  session: Session,
): Promise<Outcome> {
  let number: string | null = null;
  try {
    const order = mustFind(ctx.db.ufbOrders, uuid);
    number = order.OrderNumber;
    if (order.DeletedAtNanos !== null) throw refuse('record_deleted');
    const now = nowNanos(ctx);
    const timeline = stateChangeOf(ctx, order, change, operatorName(session), now);
    const updated = (await ctx.db.ufbOrders.update(order.UUID, (d) => {
      d.Timeline = timeline;
      d.UpdatedAtNanos = now;
    })) as FibreOrder;
    await followOrder(ctx, updated, timeline);
    return {
      UUID: uuid,
      OrderNumber: number,
      Changed: true,
      State: stepAt(timeline, now).State,
      Error: null,
    };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const { err_code, err_message } = error.body();
    return { UUID: uuid, OrderNumber: number, Changed: false, State: null, Error: { err_code, err_message } };
  }
}

export const bulkHandlers: HandlerGroup = (ctx) => [
  route(ctx, contracts.storeWork.bulkState, async ({ body, session }) => {
    const Results: Outcome[] = [];
    for (const uuid of new Set(body.UUIDs)) {
      Results.push(await changeOne(ctx, uuid, { State: body.State, Note: body.Note }, session));
    }
    return { Results };
  }),
];
