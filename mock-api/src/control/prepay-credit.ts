import { http, HttpResponse, type HttpHandler } from 'msw';
import { billingKind } from '@portal/shared';
import { z } from 'zod';
import type { MockContext } from '../context';
import { committing } from '../persist/commit';
import { parse } from './parse-body';

const CreditSchema = z.object({
  /** The service's number, as the fixtures and the portal show it (64211234502). */
  MSISDN: z.string().regex(/^\d{6,15}$/),
  /** The prepay credit the service has from now on, in cents. */
  creditCents: z
    .number()
    .int()
    .min(0)
    .max(1_000_000 * 100),
});

/**
 * PUT /__mock/prepay-credit: sets the prepay credit of a service, standing in for a top-up where a test or a demo
 * needs one (to show "Not enough balance" at zero credit, then a purchase that goes through).
 */
export function prepayCreditHandler(ctx: MockContext, base: string): HttpHandler {
  return http.put(
    `${base}/prepay-credit`,
    committing(ctx, async ({ request }) => {
      const body = await parse(CreditSchema, request);
      if (body instanceof Response) return body;
      const product = ctx.db.mobileProducts.first((p) => p.MSISDN === body.MSISDN);
      if (!product || billingKind(product.BillingReference) !== 'prepay') {
        return HttpResponse.json(
          { err_message: 'No prepay service has this number', err_code: 'not_found' },
          { status: 404 },
        );
      }
      await ctx.db.mobileProducts.update(product.UUID, (d) => {
        d.MainBalCreditCents = body.creditCents;
      });
      return HttpResponse.json({ MSISDN: body.MSISDN, MainBalCreditCents: body.creditCents });
    }),
  );
}
