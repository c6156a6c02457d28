import { http, HttpResponse, type HttpHandler } from 'msw';
import { z } from 'zod';
import type { MockContext } from '../context';
import { parse } from '../control/parse-body';
import { committing } from '../persist/commit';
import { saveSimState } from './sim-state';

const OperatorBarringSchema = z.object({ mobileUUID: z.uuid(), on: z.boolean() });

/**
 * PUT /__mock/sim/operator-barring: the operator bars (or unbars) a service's calls. It overrides the customer's
 * call settings without changing them, so lifting it brings the customer's choice back.
 */
export function operatorBarringHandler(ctx: MockContext, base: string): HttpHandler {
  return http.put(
    `${base}/sim/operator-barring`,
    committing(ctx, async ({ request }) => {
      const body = await parse(OperatorBarringSchema, request);
      if (body instanceof Response) return body;
      const product = ctx.db.mobileProducts.find(body.mobileUUID);
      if (!product)
        return HttpResponse.json({ err_message: 'No such service', err_code: 'not_found' }, { status: 404 });
      const state = await saveSimState(ctx, product, (d) => {
        d.OperatorBarring = body.on;
      });
      ctx.changed();
      return HttpResponse.json({ mobileUUID: state.MobileUUID, operatorBarring: state.OperatorBarring });
    }),
  );
}
