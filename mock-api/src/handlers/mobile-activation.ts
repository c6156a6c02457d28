import { catalogueEntries } from '@portal/fixtures';
import {
  ACTIVATION,
  activationLinkPath,
  activationStateAt,
  activationTimeline,
  adoptionProductType,
  addonFromPlan,
  contracts,
  isProductActivated,
  maskMobile,
  normaliseMsisdn,
  PRODUCT_STATUS,
  withBasePlan,
  type ActivationStatus,
  type ActivationType,
  type AdoptionAnswer,
  type MobileProduct,
  type PlanActivationRequest,
  type SimActivation,
  type StoredAdoption,
} from '@portal/shared';
import type { MockContext } from '../context';
import { randomCode, randomToken } from '../auth/secrets';
import { codeAttemptsUsed } from '../auth/throttle';
import { ApiError, conflict, notFound } from '../http/api-error';
import { route, type RouteRequest } from '../http/route';
import type { Session } from '../http/session';
import { sendMessage } from '../outbox';
import { authorizeCard } from '../payments/engine';
import { processRandom } from '../sim/processes';
import { productAnswer } from './product-answer';
import type { HandlerGroup } from './types';

const c = contracts.mobileActivation;
type Scenarios = Pick<RouteRequest<typeof c.activateService>, 'scenario'>;
const MS_NANOS = 1_000_000;

const alreadyActive = () => conflict('service_already_active');
const wrongCode = () => new ApiError(401, 'activation_code_incorrect', { ErrorNumber: 1002 });

/** A product of an account the caller owns; anything else is as unknown as a missing one. */
function ownProduct(ctx: MockContext, session: Session, productUUID: string, customerUUID?: string) {
  const product = ctx.db.mobileProducts.find(productUUID);
  if (!product || !session.owns(product.CustomerUUID)) throw notFound();
  if (customerUUID !== undefined && product.CustomerUUID !== customerUUID) throw notFound();
  return product;
}

const latestActivation = (ctx: MockContext, productUUID: string): SimActivation | undefined =>
  ctx.db.simActivations
    .where((a) => a.MobileProductUUID === productUUID)
    .sort((a, b) => b.StartedAtNanos - a.StartedAtNanos)[0];

/**
 * An activation the network has answered makes the product active (status 4 with its billing reference); settled
 * when read, so it needs no timer and behaves the same in every runtime.
 */
export async function settleActivation(ctx: MockContext, product: MobileProduct): Promise<MobileProduct> {
  if (isProductActivated(product)) return product;
  const activation = latestActivation(ctx, product.UUID);
  if (!activation || activation.Outcome !== 'active') return product;
  if (activation.DoneAtNanos > ctx.sim.clock.nowNanos()) return product;
  return (await ctx.db.mobileProducts.update(product.UUID, (d) => {
    d.Status = PRODUCT_STATUS.active;
    d.BillingReference = activation.BillingReference;
  })) as MobileProduct;
}

function statusOf(ctx: MockContext, product: MobileProduct): ActivationStatus {
  const activation = latestActivation(ctx, product.UUID);
  if (activation) return activationStateAt(activation, ctx.sim.clock.nowNanos());
  if (isProductActivated(product)) return { MobileProductUUID: product.UUID, State: 'active' };
  return { MobileProductUUID: product.UUID, State: 'not_started' };
}

/** How a SIM bills once active, from the product type it was given and its plan. */
function billingOf(product: MobileProduct): ActivationType {
  if (product.ProductType === 'postpaymobile') return 'postpay';
  return product.is_payg ? 'payg' : 'prepay';
}

const serialOf = (product: MobileProduct) => product.MSISDN.replace(/\D/g, '').slice(-6);

/** Starts the network's activation: its end and outcome are decided now, from the seed and the scenarios. */
async function startActivation(
  ctx: MockContext,
  req: Scenarios,
  product: MobileProduct,
): Promise<ActivationStatus> {
  const running = latestActivation(ctx, product.UUID);
  const now = ctx.sim.clock.nowNanos();
  // A second press while the network works on it follows the same activation.
  if (running && running.DoneAtNanos > now) return activationStateAt(running, now);
  const uuid = crypto.randomUUID();
  const timeline = activationTimeline(processRandom(ctx.sim, `activation:${uuid}`), now, {
    slow: req.scenario('activation.slow', product.CustomerUUID),
    fail: req.scenario('activation.fail', product.CustomerUUID),
  });
  const activation = await ctx.db.simActivations.insert({
    UUID: uuid,
    CustomerUUID: product.CustomerUUID,
    MobileProductUUID: product.UUID,
    BillingReference: `${billingOf(product)}-${serialOf(product)}`,
    ...timeline,
  });
  return activationStateAt(activation, now);
}

function refuseActive(product: MobileProduct) {
  if (isProductActivated(product)) throw alreadyActive();
}

/** A monthly plan needs a credit check; the credit-check.fail scenario fails it. */
function creditCheck(req: Scenarios, customerUUID: string) {
  if (req.scenario('credit-check.fail', customerUUID)) throw new ApiError(402, 'credit_check_failed');
}

function entryFor(body: PlanActivationRequest, kinds: readonly ActivationType[]) {
  const entry = catalogueEntries.find(
    (e) =>
      e.UUID === body.ProductCatalogUUID &&
      e.Availabilities.some((a) => a.UUID === body.ProductAvailabilityUUID),
  );
  if (!entry || !entry.isBasePlan || !kinds.includes(entry.BillingReference)) {
    throw notFound('addon_product_not_found');
  }
  return entry;
}

/** Puts the plan a SIM starts on in place and activates it. */
async function activateOnPlan(
  ctx: MockContext,
  req: Scenarios,
  session: Session,
  body: PlanActivationRequest,
  kinds: readonly ActivationType[],
): Promise<ActivationStatus> {
  const product = ownProduct(ctx, session, body.MobileProductUUID, body.CustomerUUID);
  refuseActive(product);
  const entry = entryFor(body, kinds);
  const addon = addonFromPlan(entry, {
    UUID: crypto.randomUUID(),
    startedMs: ctx.sim.clock.now(),
    subscribe: body.Subscribe,
  });
  const planned = withBasePlan(product, entry, addon);
  const stored = (await ctx.db.mobileProducts.update(product.UUID, (d) => {
    Object.assign(d, planned);
  })) as MobileProduct;
  return startActivation(ctx, req, stored);
}

/** Postpay bills go to a card on file or a parent billing route. */
function requirePayer(ctx: MockContext, customerUUID: string, paymentMethodID: string | undefined) {
  const cards = ctx.db.paymentMethods.where((m) => m.CustomerUUID === customerUUID && !m.DeletedAtNanos);
  if (paymentMethodID && !cards.some((m) => m.UUID === paymentMethodID)) throw notFound('card_not_found');
  // A parent's billing route credits this account.
  const routes = ctx.db.billingRoutes.where((r) => r.CreditAccountUUID === customerUUID);
  if (cards.length === 0 && routes.length === 0) throw new ApiError(402, 'no_card');
}

// Adoption: proving the customer holds the SIM with the code (or the link) the SIM receives by SMS.

function answerOf(adoption: StoredAdoption, product: MobileProduct, extra: Partial<AdoptionAnswer> = {}) {
  return {
    Status: adoption.AdoptedAtNanos === undefined ? ('code_sent' as const) : ('adopted' as const),
    AdoptionRequest: {
      UUID: adoption.UUID,
      CustomerUUID: adoption.CustomerUUID,
      ProductInstanceUUID: adoption.ProductInstanceUUID,
      ProductType: product.ProductType || adoptionProductType(billingOf(product)),
    },
    ...extra,
  } satisfies AdoptionAnswer;
}

/** The SIM a customer names: theirs and not yet active; a SIM with no service cannot be adopted. */
function adoptable(ctx: MockContext, session: Session, customerUUID: string, found?: MobileProduct) {
  if (!found || !session.owns(customerUUID) || found.CustomerUUID !== customerUUID) {
    throw notFound('activation_not_found');
  }
  refuseActive(found);
  if (found.Status > PRODUCT_STATUS.active) throw conflict('NO_SERVICE');
  return found;
}

async function sendAdoptionSms(
  ctx: MockContext,
  session: Session,
  product: MobileProduct,
): Promise<AdoptionAnswer> {
  const now = ctx.sim.clock.nowNanos();
  const adoption = await ctx.db.adoptions.insert({
    UUID: crypto.randomUUID(),
    CustomerUUID: product.CustomerUUID,
    LoginUUID: session.login.UUID,
    ProductInstanceUUID: product.UUID,
    Code: randomCode(),
    LinkToken: randomToken(),
    Attempts: 0,
    CodeExpiresAtNanos: now + ACTIVATION.codeLifetimeMs * MS_NANOS,
    LinkExpiresAtNanos: now + ACTIVATION.linkLifetimeMs * MS_NANOS,
    CreatedAtNanos: now,
  });
  const spaced = `${adoption.Code.slice(0, 3)} ${adoption.Code.slice(3)}`;
  const link = activationLinkPath(adoption.LinkToken);
  await sendMessage(ctx, {
    Channel: 'sms',
    To: product.MSISDN,
    Subject: 'Activate your SIM',
    Body: `Your SIM activation code is ${spaced} (10 minutes). Or open ${link} within a day to activate this SIM.`,
    Link: link,
    Code: adoption.Code,
    Kind: 'sim-activation',
  });
  return answerOf(adoption, product, {
    To: maskMobile(product.MSISDN),
    CodeExpiresAtNanos: adoption.CodeExpiresAtNanos,
  });
}

async function adopt(
  ctx: MockContext,
  session: Session,
  adoption: StoredAdoption,
  product: MobileProduct,
): Promise<AdoptionAnswer> {
  const adopted =
    adoption.AdoptedAtNanos === undefined
      ? ((await ctx.db.adoptions.update(adoption.UUID, (d) => {
          d.AdoptedAtNanos = ctx.sim.clock.nowNanos();
        })) as StoredAdoption)
      : adoption;
  const token = await ctx.tokens.sign(session.login, undefined, session.mfa);
  return answerOf(adopted, product, { AuthResponse: { JWT: token.jwt } });
}

/** Checks the SMS code of the adoption the client names (the newest for this SIM when it names none). */
async function adoptWithCode(
  ctx: MockContext,
  contract: typeof c.adoptBySms | typeof c.adoptBySimSms,
  session: Session,
  product: MobileProduct,
  code: string,
  adoptionUUID: string | undefined,
): Promise<AdoptionAnswer> {
  const adoption = ctx.db.adoptions
    .where(
      (a) =>
        a.ProductInstanceUUID === product.UUID &&
        a.LoginUUID === session.login.UUID &&
        (adoptionUUID === undefined || a.UUID === adoptionUUID),
    )
    .sort((a, b) => b.CreatedAtNanos - a.CreatedAtNanos)[0];
  const now = ctx.sim.clock.nowNanos();
  if (!adoption || adoption.CodeExpiresAtNanos <= now) throw wrongCode();
  if (adoption.Attempts >= ACTIVATION.codeAttempts) {
    throw codeAttemptsUsed(contract);
  }
  if (adoption.Code !== code) {
    await ctx.db.adoptions.update(adoption.UUID, (d) => {
      d.Attempts += 1;
    });
    throw wrongCode();
  }
  return adopt(ctx, session, adoption, product);
}

const bySimId = (ctx: MockContext, simId: string) => ctx.db.mobileProducts.first((p) => p.SIMID === simId);
const byNumber = (ctx: MockContext, number: string) => {
  const msisdn = normaliseMsisdn(number);
  return ctx.db.mobileProducts.first((p) => p.MSISDN === msisdn);
};

export const mobileActivationHandlers: HandlerGroup = (ctx) => [
  route(ctx, c.activateService, async (req) => {
    const { params, session } = req;
    const product = await settleActivation(ctx, ownProduct(ctx, session, params.instance, params.uuid));
    refuseActive(product);
    if (params.dry === 'true') {
      // AuthorizeOnly: the card check of a monthly plan's onboarding, before the plan is bought; nothing is charged.
      if (req.body.AuthorizeOnly) {
        const refused = authorizeCard(ctx, product.CustomerUUID, req.body.PaymentMethodID);
        if (refused) throw new ApiError(402, 'card_authorization_error');
        return { ...statusOf(ctx, product), DryActivation: true };
      }
      // A SIM given a monthly plan type needs that plan first: 412, "not a dry activation".
      if (billingOf(product) === 'postpay' && product.Addons.length === 0) {
        throw new ApiError(412, 'activation_needs_plan');
      }
      return { ...statusOf(ctx, product), DryActivation: true };
    }
    return startActivation(ctx, req, product);
  }),
  route(ctx, c.changeProductType, async (req) => {
    const { params, body, session } = req;
    const product = ownProduct(ctx, session, body.ProductInstanceUUID, body.CustomerUUID);
    refuseActive(product);
    if (body.Type === 'postpay') creditCheck(req, product.CustomerUUID);
    if (params.dry === 'true') return productAnswer(ctx, product);
    const typed = await ctx.db.mobileProducts.update(product.UUID, (d) => {
      d.ProductType = adoptionProductType(body.Type);
      d.is_payg = body.Type === 'payg';
    });
    return productAnswer(ctx, typed as MobileProduct);
  }),
  route(ctx, c.postpayActivation, async (req) => {
    const { body, session } = req;
    ownProduct(ctx, session, body.MobileProductUUID, body.CustomerUUID);
    creditCheck(req, body.CustomerUUID);
    requirePayer(ctx, body.CustomerUUID, body.PaymentMethodID);
    return activateOnPlan(ctx, req, session, body, ['postpay']);
  }),
  route(ctx, c.paygActivation, async (req) =>
    activateOnPlan(ctx, req, req.session, req.body, ['payg', 'prepay']),
  ),
  route(ctx, c.simMetadata, async ({ params, session }) => {
    const product = await settleActivation(ctx, ownProduct(ctx, session, params.product));
    return {
      MobileProductUUID: product.UUID,
      MSISDN: product.MSISDN,
      SIMID: product.SIMID,
      SimType: product.SimType,
      Status: product.Status,
      BillingReference: product.BillingReference,
      ProductType: product.ProductType,
      ...(product.ESIMActivationCode ? { ESIMActivationCode: product.ESIMActivationCode } : {}),
      Activation: statusOf(ctx, product),
    };
  }),
  route(ctx, c.adoptBySms, async ({ body, session }) => {
    const product = adoptable(ctx, session, body.CustomerUUID, byNumber(ctx, body.MSISDN));
    if (body.Code === undefined) return sendAdoptionSms(ctx, session, product);
    return adoptWithCode(ctx, c.adoptBySms, session, product, body.Code, body.AdoptionUUID);
  }),
  route(ctx, c.adoptBySimSms, async ({ body, session }) => {
    const product = adoptable(ctx, session, body.CustomerUUID, bySimId(ctx, body.SIMID));
    if (body.Code === undefined) return sendAdoptionSms(ctx, session, product);
    return adoptWithCode(ctx, c.adoptBySimSms, session, product, body.Code, body.AdoptionUUID);
  }),
  route(ctx, c.adoptByToken, async ({ body, session }) => {
    if (!session.owns(body.CustomerUUID)) throw notFound();
    const adoption = ctx.db.adoptions.first((a) => a.LinkToken === body.Token);
    const product = adoption && ctx.db.mobileProducts.find(adoption.ProductInstanceUUID);
    if (!adoption || !product || adoption.CustomerUUID !== body.CustomerUUID) {
      throw new ApiError(401, 'TOKEN_ERROR', { ErrorNumber: 1002 });
    }
    refuseActive(product);
    if (body.Resend) return sendAdoptionSms(ctx, session, product);
    if (adoption.LinkExpiresAtNanos <= ctx.sim.clock.nowNanos()) {
      throw new ApiError(410, 'activation_link_expired');
    }
    return adopt(ctx, session, adoption, product);
  }),
  route(ctx, c.adoptByIp, async ({ body, session }) => {
    if (!session.owns(body.CustomerUUID)) throw notFound();
    // The simulated network sees no phone's mobile data connection behind any request.
    throw new ApiError(422, 'CANT_ADOPT_BY_IP');
  }),
  route(ctx, c.adoptionResume, async ({ params, session }) => {
    const adoption = ctx.db.adoptions.find(params.uuid);
    const product = adoption && ctx.db.mobileProducts.find(adoption.ProductInstanceUUID);
    if (!adoption || !product || adoption.LoginUUID !== session.login.UUID) {
      throw new ApiError(404, 'TOKEN_ERROR');
    }
    return answerOf(adoption, product, {
      To: maskMobile(product.MSISDN),
      CodeExpiresAtNanos: adoption.CodeExpiresAtNanos,
    });
  }),
];
