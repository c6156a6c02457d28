import { contracts, ERRORS, pageItems, type ErrorCode } from '@portal/shared';
import type { MockContext } from '../context';
import { ApiError } from '../http/api-error';
import { reply } from '../http/reply';
import { route, routeVersions, type RouteRequest } from '../http/route';
import { invoicesOf } from '../billing/accounts';
import { settledBilling } from '../billing/settle';
import { invoicePdf, pdfHeaders, receiptPdf } from '../billing/pdf';
import { receiptsOf } from '../billing/receipts';
import type { HandlerGroup } from './types';

const c = contracts.invoices;

/** Under the invoices.unavailable scenario the invoice service answers 503 with the page's text. */
function available(req: Pick<RouteRequest<typeof c.list>, 'scenario'>, code: ErrorCode) {
  if (req.scenario('invoices.unavailable')) throw new ApiError(503, code);
}

const notFoundText = (code: 'invoice_not_found' | 'receipt_not_found', number: string) =>
  new ApiError(404, code, { err_message: ERRORS[code].replace('{number}', number) });

async function accountInvoices(ctx: MockContext, customerUUID: string) {
  const billing = await settledBilling(ctx, customerUUID);
  return { billing, invoices: invoicesOf(ctx.db, billing, ctx.sim.clock.now()) };
}

async function findInvoice(ctx: MockContext, customerUUID: string, number: string) {
  const { invoices } = await accountInvoices(ctx, customerUUID);
  const invoice = invoices.find((i) => i.Number === number.trim().toUpperCase());
  if (!invoice) throw notFoundText('invoice_not_found', number);
  return invoice;
}

export const invoiceHandlers: HandlerGroup = (ctx) => [
  ...routeVersions(ctx, c.list, [contracts.olderInvoices.listV2], async (req) => {
    available(req, 'invoices_unavailable');
    const { invoices } = await accountInvoices(ctx, req.params.uuid);
    const owed = (s: string) =>
      invoices.filter((i) => i.Status === s).reduce((t, i) => t + i.RemainingAmountCents, 0);
    const listed = invoices.filter((i) => !req.query.Status || i.Status === req.query.Status).reverse();
    return {
      Invoices: pageItems(listed, req.query.PageNumber, req.query.PageSize),
      PageInfo: { TotalItemCount: listed.length },
      OutstandingCents: owed('DUE') + owed('OVERDUE'),
      OverdueCents: owed('OVERDUE'),
    };
  }),

  route(ctx, c.get, async (req) => {
    available(req, 'invoice_unavailable');
    return await findInvoice(ctx, req.params.uuid, req.params.number);
  }),

  route(ctx, c.pdf, async (req) => {
    available(req, 'invoice_unavailable');
    const invoice = await findInvoice(ctx, req.params.uuid, req.params.number);
    return reply(await invoicePdf(invoice), { headers: pdfHeaders(`invoice-${invoice.Number}.pdf`) });
  }),

  route(ctx, c.receipts, async (req) => {
    available(req, 'receipts_unavailable');
    const { billing, invoices } = await accountInvoices(ctx, req.params.uuid);
    return { Receipts: receiptsOf(invoices, billing.product.BillingReference) };
  }),

  route(ctx, c.receiptPdf, async (req) => {
    available(req, 'receipts_unavailable');
    const { billing, invoices } = await accountInvoices(ctx, req.params.uuid);
    const receipt = receiptsOf(invoices, billing.product.BillingReference).find(
      (r) => r.UUID === req.params.receipt,
    );
    if (!receipt) throw notFoundText('receipt_not_found', req.params.receipt);
    return reply(await receiptPdf(receipt), { headers: pdfHeaders(`receipt-${receipt.Number}.pdf`) });
  }),
];
