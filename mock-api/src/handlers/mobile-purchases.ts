import { catalogueEntries } from '@portal/fixtures';
import {
  addonFromPlan,
  billingKind,
  contracts,
  formatPrice,
  insufficientFundsText,
  planChangeProblem,
  prepayBalanceProblem,
  serviceType,
  withBasePlan,
  type CataloguePlan,
  type MobileProduct,
  type MobilePurchase,
  type ResponseOf,
} from '@portal/shared';
import type { MockContext } from '../context';
import { ApiError, conflict, notFound } from '../http/api-error';
import { route, type RouteRequest } from '../http/route';
import { recordPlanChange } from '../billing/accounts';
import { createPaymentIntent } from '../payments/engine';
import type { Session } from '../http/session';
import { productAnswer } from './product-answer';
import type { HandlerGroup } from './types';

const c = contracts.mobilePurchases;
type Scenarios = Pick<RouteRequest<typeof c.postpayAddon>, 'scenario'>;

/** A product of an account the caller owns; anything else is as unknown as a missing one. */
export function ownProduct(
  ctx: MockContext,
  session: Session,
  customerUUID: string,
  productUUID: string,
): MobileProduct {
  const product = ctx.db.mobileProducts.find(productUUID);
  if (!session.owns(customerUUID) || !product || product.CustomerUUID !== customerUUID) throw notFound();
  return product;
}

/** The catalogue entry of an availability, when it bills the way the service does. */
function entryFor(availabilityUUID: string, bills: 'prepay' | 'postpay'): CataloguePlan {
  const entry = catalogueEntries.find((e) => e.Availabilities.some((a) => a.UUID === availabilityUUID));
  if (!entry || billingKind(entry.BillingReference) !== bills) throw notFound('addon_product_not_found');
  return entry;
}

function requireService(product: MobileProduct, allowed: readonly string[]) {
  if (!allowed.includes(serviceType(product))) throw conflict('no_prepay_or_postpay_product');
}

/** Who pays and with what: the card or parent billing route named, else the default card. */
interface PaymentChoice {
  customerUUID: string;
  paymentMethodUUID?: string | undefined;
  billingRouteUUID?: string | undefined;
  idempotencyKey?: string | undefined;
}
type Payment = PaymentChoice & { amountCents: number; description: string };

type Charged = { paid: true; intentUUID?: string } | { paid: false; clientSecret: string };

/**
 * Charges through the card payment engine: succeeded pays; a challenge answers pending_payment with the client
 * secret; a failed card is "Payment processing error"; a billing route out of limit is "Spend limit is over".
 */
async function charge(ctx: MockContext, req: Scenarios, payment: Payment): Promise<Charged> {
  if (payment.amountCents <= 0) return { paid: true };
  let intent;
  try {
    intent = await createPaymentIntent(
      ctx,
      {
        customerUUID: payment.customerUUID,
        amountCents: payment.amountCents,
        description: payment.description,
        ...(payment.paymentMethodUUID ? { paymentMethodUUID: payment.paymentMethodUUID } : {}),
        ...(payment.billingRouteUUID ? { billingRouteUUID: payment.billingRouteUUID } : {}),
        ...(payment.idempotencyKey ? { idempotencyKey: payment.idempotencyKey } : {}),
      },
      {
        decline: req.scenario('payments.decline', payment.customerUUID),
        randomFailure: req.scenario('payments.random-failure', payment.customerUUID),
      },
    );
  } catch (error) {
    if (
      error instanceof ApiError &&
      (error.code === 'spend_limit_exceeded' || error.code === 'route_not_payable')
    ) {
      throw new ApiError(402, 'spend_limit_over');
    }
    throw error;
  }
  if (intent.Status === 'succeeded') return { paid: true, intentUUID: intent.UUID };
  if (intent.Status === 'requires_action') return { paid: false, clientSecret: intent.ClientSecret };
  throw new ApiError(402, 'payment_processing_error');
}

/** A purchase as the behaviours make it, with the stored product; it is answered with the product's derived fields. */
type Bought = Omit<MobilePurchase, 'Product'> & { Product: MobileProduct };

const completed = (Product: MobileProduct): Bought => ({ Status: 'completed', Product });
/** addons.pending: the payment is still being processed and no card confirmation is asked, so the client retries. */
const stillProcessing = (req: Scenarios, customerUUID: string, Product: MobileProduct) =>
  req.scenario('addons.pending', customerUUID)
    ? ({ Status: 'pending_payment', Product } satisfies Bought)
    : undefined;
const pending = (Product: MobileProduct, ClientSecret: string): Bought => ({
  Status: 'pending_payment',
  ClientSecret,
  Product,
});

/** Puts a bought plan or addon on the product; the same payment repeated adds it once. */
async function addToProduct(
  ctx: MockContext,
  product: MobileProduct,
  entry: CataloguePlan,
  opts: { subscribe: boolean; intentUUID?: string | undefined; creditCents?: number },
): Promise<MobileProduct> {
  if (opts.intentUUID && product.Addons.some((a) => a.PaymentIntentUUID === opts.intentUUID)) return product;
  const addon = addonFromPlan(entry, {
    UUID: crypto.randomUUID(),
    startedMs: ctx.sim.clock.now(),
    subscribe: opts.subscribe,
    ...(opts.intentUUID ? { paymentIntentUUID: opts.intentUUID } : {}),
  });
  const next = entry.isBasePlan
    ? withBasePlan(product, entry, addon)
    : { ...product, Addons: [...product.Addons, addon] };
  return (await ctx.db.mobileProducts.update(product.UUID, (d) => {
    Object.assign(d, next);
    if (opts.creditCents !== undefined) d.MainBalCreditCents = opts.creditCents;
  })) as MobileProduct;
}

/** Charges the price of a plan or addon and, once paid, puts it on the product. */
async function buyByCard(
  ctx: MockContext,
  req: Scenarios,
  product: MobileProduct,
  entry: CataloguePlan,
  choice: PaymentChoice,
  subscribe: boolean,
): Promise<Bought> {
  const paid = await charge(ctx, req, {
    ...choice,
    amountCents: entry.cost,
    description: purchaseDescription(entry, product),
  });
  if (!paid.paid) return pending(product, paid.clientSecret);
  return completed(await addToProduct(ctx, product, entry, { subscribe, intentUUID: paid.intentUUID }));
}

/** The card or route a body names, else the default card. */
const cardChoice = (body: {
  CustomerUUID: string;
  PaymentMethodID?: string | undefined;
  BillingRouteUUID?: string | undefined;
  IdempotencyKey?: string | undefined;
}): PaymentChoice => ({
  customerUUID: body.CustomerUUID,
  paymentMethodUUID: body.PaymentMethodID,
  billingRouteUUID: body.BillingRouteUUID,
  idempotencyKey: body.IdempotencyKey,
});

/** Pays from prepay credit: refused with the balance texts when the credit is short. */
function creditAfter(product: MobileProduct, priceCents: number): number {
  const credit = product.MainBalCreditCents ?? 0;
  const problem = prepayBalanceProblem(credit, priceCents);
  if (problem?.code === 'insufficient_funds') {
    throw new ApiError(402, 'insufficient_funds', {
      err_message: insufficientFundsText(problem.shortfallCents),
    });
  }
  if (problem) throw new ApiError(402, problem.code);
  return credit - priceCents;
}

const purchaseDescription = (entry: CataloguePlan, product: MobileProduct) =>
  `${entry.Name} for ${product.MSISDN} ($${formatPrice(entry.cost)})`;

type PurchaseCall =
  typeof c.prepayAddon | typeof c.prepayAddonInitial | typeof c.postpayAddon | typeof c.changePlan;

/** A route that buys or changes a plan or addon: what its behaviour bought, answered as the contract gives it. */
const purchaseRoute = <C extends PurchaseCall>(
  ctx: MockContext,
  contract: C,
  behaviour: (req: RouteRequest<C>) => Promise<Bought>,
) =>
  route(ctx, contract, async (req) => {
    const bought = await behaviour(req);
    return { ...bought, Product: productAnswer(ctx, bought.Product) } as ResponseOf<C>;
  });

export const mobilePurchaseHandlers: HandlerGroup = (ctx) => [
  purchaseRoute(ctx, c.prepayAddon, async (req) => {
    const { params, body, session } = req;
    const product = ownProduct(ctx, session, params.uuid, params.productUUID);
    requireService(product, ['prepay']);
    const entry = entryFor(params.availabilityUUID, 'prepay');
    const credit = creditAfter(product, entry.cost);
    const processing = stillProcessing(req, params.uuid, product);
    if (processing) return processing;
    return completed(
      await addToProduct(ctx, product, entry, { subscribe: body.Subscribe, creditCents: credit }),
    );
  }),

  purchaseRoute(ctx, c.prepayAddonInitial, async (req) => {
    const { params, body, session } = req;
    const product = ownProduct(ctx, session, params.uuid, params.product);
    // The first plan of a service: one not activated yet, or a prepay one.
    requireService(product, ['prepay', 'Not Activated']);
    const entry = entryFor(params.availability, 'prepay');
    const processing = stillProcessing(req, params.uuid, product);
    if (processing) return processing;
    return buyByCard(
      ctx,
      req,
      product,
      entry,
      cardChoice({ ...body, CustomerUUID: params.uuid }),
      body.Subscribe,
    );
  }),

  purchaseRoute(ctx, c.postpayAddon, async (req) => {
    const { body, session } = req;
    const product = ownProduct(ctx, session, body.CustomerUUID, body.ProductInstanceUUID);
    requireService(product, ['postpay']);
    const entry = entryFor(body.AddonAvailabilityUUID, 'postpay');
    if (entry.UUID !== body.AddonCatalogEntryUUID) throw notFound('addon_product_not_found');
    const processing = stillProcessing(req, body.CustomerUUID, product);
    if (processing) return processing;
    return buyByCard(ctx, req, product, entry, cardChoice(body), body.Subscribe);
  }),

  route(ctx, c.changeAutoRenew, async ({ body, session }) => {
    const product = ownProduct(ctx, session, body.CustomerUUID, body.MobileUUID);
    const addon = product.Addons.find((a) => a.UUID === body.MobileAddonUUID);
    if (!addon) throw notFound();
    const changed = await ctx.db.mobileProducts.update(product.UUID, (d) => {
      const target = d.Addons.find((a) => a.UUID === body.MobileAddonUUID);
      if (target) target.AutoRenew = body.AutoRenew;
      if (addon.isBasePlan) d.is_autoRenew = body.AutoRenew;
    });
    return productAnswer(ctx, changed as MobileProduct);
  }),

  purchaseRoute(ctx, c.changePlan, async (req) => {
    const { body, session } = req;
    const product = ownProduct(ctx, session, body.CustomerUUID, body.MobileUUID);
    const old = product.Addons.find((a) => a.UUID === body.OldAddonUUID && a.isBasePlan);
    if (!old) throw notFound();
    const bills = billingKind(product.BillingReference);
    if (!bills) throw conflict('no_prepay_or_postpay_product');
    const entry = entryFor(body.NewAddonAvailabilityUUID, bills);
    if (!entry.isBasePlan) throw notFound('addon_product_not_found');
    const nowMs = ctx.sim.clock.now();
    if (body.ChangeNow && alreadyPaid(ctx, product, body.IdempotencyKey)) return completed(product);
    const problem = planChangeProblem(product, body.NewAddonAvailabilityUUID, nowMs);
    if (problem) throw conflict(problem);
    if (!body.ChangeNow) {
      const scheduled = (await ctx.db.mobileProducts.update(product.UUID, (d) => {
        d.ScheduledPlan = {
          AvailabilityUUID: body.NewAddonAvailabilityUUID,
          ProductCatalogEntryUUID: entry.UUID,
          Name: entry.Name,
          AutoRenew: body.NewAddonAutoRenew,
          FromNanos: old.ExpiresAtNanos,
        };
        d.LastPlanChangeAtNanos = nowMs * 1_000_000;
      })) as MobileProduct;
      return completed(scheduled);
    }
    if (bills === 'prepay') {
      const credit = creditAfter(product, entry.cost);
      const changed = await addToProduct(ctx, product, entry, {
        subscribe: body.NewAddonAutoRenew,
        creditCents: credit,
      });
      return completed(await markChanged(ctx, changed, nowMs));
    }
    const bought = await buyByCard(ctx, req, product, entry, cardChoice(body), body.NewAddonAutoRenew);
    if (bought.Status !== 'completed') return bought;
    // Paid by card now (the running period's bill keeps the plan it began with); bills charge it from the next on.
    await recordPlanChange(
      ctx.db,
      product,
      { Name: entry.Name, Cents: entry.cost },
      nowMs * 1_000_000,
      nowMs,
    );
    return completed(await markChanged(ctx, bought.Product, nowMs));
  }),
];

/** Whether the payment of this idempotency key already put its plan on the product (a repeated call). */
function alreadyPaid(ctx: MockContext, product: MobileProduct, key: string | undefined): boolean {
  if (!key) return false;
  const intent = ctx.db.paymentIntents.first(
    (p) => p.CustomerUUID === product.CustomerUUID && p.IdempotencyKey === key,
  );
  return !!intent && product.Addons.some((a) => a.PaymentIntentUUID === intent.UUID);
}

async function markChanged(ctx: MockContext, product: MobileProduct, nowMs: number): Promise<MobileProduct> {
  return (await ctx.db.mobileProducts.update(product.UUID, (d) => {
    delete d.ScheduledPlan;
    d.LastPlanChangeAtNanos = nowMs * 1_000_000;
  })) as MobileProduct;
}
