import { http, HttpResponse, type HttpHandler } from 'msw';
import { z } from 'zod';
import type { MockContext } from '../context';
import { parse } from '../control/parse-body';
import { committing } from '../persist/commit';
import { invoicesOf, postpayBilling, saveAccount } from './accounts';

const VoidSchema = z.object({ customerUUID: z.uuid(), number: z.string().min(1) });
const RefundSchema = z.object({
  intentUUID: z.uuid(),
  /** The whole payment when absent. */
  amountCents: z.number().int().min(1).optional(),
});

const refused = (status: number, err_message: string) =>
  HttpResponse.json({ err_message, err_code: 'control_refused' }, { status });

/**
 * Operator actions on postpay bills: void an invoice (POST /__mock/invoices/void) and refund a card payment in
 * full or in part (POST /__mock/payments/refund). A refunded bill payment no longer counts against the invoice.
 */
export function billingControlHandlers(ctx: MockContext, base: string): HttpHandler[] {
  return [
    http.post(
      `${base}/invoices/void`,
      committing(ctx, async ({ request }) => {
        const body = await parse(VoidSchema, request);
        if (body instanceof Response) return body;
        let billing;
        try {
          billing = postpayBilling(ctx.db, body.customerUUID);
        } catch {
          return refused(404, 'No postpay account');
        }
        const invoice = invoicesOf(ctx.db, billing, ctx.sim.clock.now()).find(
          (i) => i.Number === body.number,
        );
        if (!invoice) return refused(404, `The invoice #${body.number} Not Found`);
        if (invoice.Status === 'PAID' || invoice.Status === 'VOID')
          return refused(409, `Invoice is ${invoice.Status}`);
        await saveAccount(ctx.db, billing.account, (d) => {
          d.Voided.push(invoice.Number);
        });
        ctx.changed();
        return HttpResponse.json({ number: invoice.Number, status: 'VOID' });
      }),
    ),
    http.post(
      `${base}/payments/refund`,
      committing(ctx, async ({ request }) => {
        const body = await parse(RefundSchema, request);
        if (body instanceof Response) return body;
        const intent = ctx.db.paymentIntents.find(body.intentUUID);
        if (!intent || intent.Status !== 'succeeded')
          return refused(404, 'No completed payment with this id');
        const refunded = ctx.db.refunds
          .where((r) => r.IntentUUID === intent.UUID)
          .reduce((sum, r) => sum + r.AmountCents, 0);
        const amount = body.amountCents ?? intent.AmountCents - refunded;
        if (amount < 1 || refunded + amount > intent.AmountCents)
          return refused(409, 'The refund is more than what is left of the payment');
        const refund = await ctx.db.refunds.insert({
          UUID: crypto.randomUUID(),
          IntentUUID: intent.UUID,
          CustomerUUID: intent.CustomerUUID,
          AmountCents: amount,
          CreatedAtNanos: ctx.sim.clock.nowNanos(),
        });
        ctx.changed();
        return HttpResponse.json(refund);
      }),
    ),
  ];
}
