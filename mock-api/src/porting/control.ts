import { http, HttpResponse, type HttpHandler } from 'msw';
import { z } from 'zod';
import type { MockContext } from '../context';
import { parse } from '../control/parse-body';
import { ApiError } from '../http/api-error';
import { committing } from '../persist/commit';
import { advance, viewOf } from './ports';

const AdvanceSchema = z.object({ UUID: z.uuid() });

/**
 * Operators' view of number ports: every port with where it stands (GET /__mock/porting), and moving a running
 * one on to its next step now (POST /__mock/porting/advance), as the losing provider or the network would.
 */
export function portingControlHandlers(ctx: MockContext, base: string): HttpHandler[] {
  return [
    http.get(`${base}/porting`, () =>
      HttpResponse.json({
        ports: ctx.db.ports
          .all()
          .sort((a, b) => b.CreatedAtNanos - a.CreatedAtNanos)
          .map((p) => viewOf(ctx, p)),
      }),
    ),
    http.post(
      `${base}/porting/advance`,
      committing(ctx, async ({ request }) => {
        const body = await parse(AdvanceSchema, request);
        if (body instanceof Response) return body;
        const port = ctx.db.ports.find(body.UUID);
        if (!port)
          return HttpResponse.json({ err_message: 'No such port', err_code: 'not_found' }, { status: 404 });
        try {
          const view = await advance(ctx, port);
          ctx.changed();
          return HttpResponse.json(view);
        } catch (err) {
          if (!(err instanceof ApiError)) throw err;
          return HttpResponse.json({ err_message: err.message, err_code: err.code }, { status: err.status });
        }
      }),
    ),
  ];
}
