import { PlaceShopOrderSchema } from '@portal/shared';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { MockContext } from '../context';
import { ApiError } from '../http/api-error';
import { committing } from '../persist/commit';
import { parse } from '../control/parse-body';
import { placeShopOrder } from './place-order';

/**
 * POST /__mock/shop/orders: places an order of paid purchase lines for a customer, as a completed checkout does
 * (the journeys and the dev toolbar use it while no checkout calls it).
 */
export function placeOrderControlHandler(ctx: MockContext, base: string): HttpHandler {
  return http.post(
    `${base}/shop/orders`,
    committing(ctx, async ({ request }) => {
      const body = await parse(PlaceShopOrderSchema, request);
      if (body instanceof Response) return body;
      try {
        const fail = ctx.sim.scenarioOn('orders.fail', { request, customerUUID: body.CustomerUUID });
        const order = await placeShopOrder(ctx, body, { fail });
        ctx.changed();
        return HttpResponse.json(order, { status: 201 });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        return HttpResponse.json(error.body(), { status: error.status });
      }
    }),
  );
}
