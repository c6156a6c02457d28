import {
  billingKind,
  contracts,
  effectiveSettings,
  MSISDN_PAGE_SIZE,
  settingsProblem,
  type MobileProduct,
  type SimStatus,
  type StoredSimState,
} from '@portal/shared';
import type { MockContext } from '../context';
import { ApiError, badRequest, conflict, notFound } from '../http/api-error';
import { route, type RouteRequest } from '../http/route';
import { ownProduct } from '../handlers/mobile-purchases';
import { productAnswer } from '../handlers/product-answer';
import type { HandlerGroup } from '../handlers/types';
import { pukOf, saveSimState, simStateOf } from './sim-state';
import { freeNumbers } from './free-numbers';

const c = contracts.sim;
const SLOW_WRITE_MS: readonly [number, number] = [1000, 3000];
const sleep = (ms: number) => new Promise((ok) => setTimeout(ok, ms));

/** Under the slow-write scenario a write waits a seeded 1 to 3 s before it is stored, so writes overlap. */
async function slowWrite(ctx: MockContext, req: Pick<RouteRequest<typeof c.putSettings>, 'scenario'>) {
  if (!req.scenario('sim-settings.slow-write')) return;
  await sleep(SLOW_WRITE_MS[0] + Math.round(ctx.sim.random() * (SLOW_WRITE_MS[1] - SLOW_WRITE_MS[0])));
}

const settingsAnswer = (state: StoredSimState) => ({
  MobileUUID: state.MobileUUID,
  Settings: state.Settings,
  OperatorBarring: state.OperatorBarring,
});

function simStatus(product: MobileProduct, state: StoredSimState): SimStatus {
  return {
    ProductInstanceUUID: product.UUID,
    MSISDN: product.MSISDN,
    SIMID: product.SIMID,
    IMSI: product.IMSI,
    Enabled: state.Enabled,
    PUK: pukOf(product.SIMID),
  };
}

/** A SIM action names the service's billing type; another type is as unknown as another's service. */
function sameBilling(product: MobileProduct, type: 'postpay' | 'prepay'): MobileProduct {
  if (billingKind(product.BillingReference) !== type) throw notFound();
  return product;
}

export const simSettingsHandlers: HandlerGroup = (ctx) => [
  route(ctx, c.getAutoRoaming, ({ params, session }) => {
    const product = ownProduct(ctx, session, params.customer, params.mobile);
    return { AutoActive: simStateOf(ctx, product).AutoActive };
  }),
  route(ctx, c.setAutoRoaming, async (req) => {
    const { body, session } = req;
    const product = ownProduct(ctx, session, body.CustomerUUID, body.MobileUUID);
    await slowWrite(ctx, req);
    const state = await saveSimState(ctx, product, (d) => {
      d.AutoActive = body.AutoActive;
    });
    return { AutoActive: state.AutoActive };
  }),
  route(ctx, c.getSettings, ({ query, session }) => {
    const product = ownProduct(ctx, session, query.CustomerUUID, query.MobileUUID);
    const state = simStateOf(ctx, product);
    return settingsAnswer({ ...state, Settings: effectiveSettings(state.Settings, state.OperatorBarring) });
  }),
  route(ctx, c.putSettings, async (req) => {
    const { body, session } = req;
    const product = ownProduct(ctx, session, body.CustomerUUID, body.MobileUUID);
    const settings = {
      ...body.Settings,
      CallerID: body.Settings.CallerID ?? simStateOf(ctx, product).Settings.CallerID,
    };
    const broken = settingsProblem(settings);
    if (broken)
      throw badRequest('validation', { err_message: `${broken} needs the calls it depends on allowed` });
    await slowWrite(ctx, req);
    const state = await saveSimState(ctx, product, (d) => {
      d.Settings = settings;
    });
    return settingsAnswer({ ...state, Settings: effectiveSettings(state.Settings, state.OperatorBarring) });
  }),
  route(ctx, c.status, ({ body, session }) => {
    const product = sameBilling(
      ownProduct(ctx, session, body.CustomerUUID, body.ProductInstanceUUID),
      body.Type,
    );
    return simStatus(product, simStateOf(ctx, product));
  }),
  ...(
    [
      [c.enable, true],
      [c.disable, false],
    ] as const
  ).map(([contract, enabled]) =>
    route(ctx, contract, async ({ body, session }) => {
      const product = sameBilling(
        ownProduct(ctx, session, body.CustomerUUID, body.ProductInstanceUUID),
        body.Type,
      );
      const state = await saveSimState(ctx, product, (d) => {
        d.Enabled = enabled;
      });
      return simStatus(product, state);
    }),
  ),
  route(ctx, c.swap, async ({ body, session }) => {
    const product = ownProduct(ctx, session, body.CustomerUUID, body.ProductInstanceUUID);
    // Only a pre-activated SIM of the same account can take the service over.
    const spare = ctx.db.mobileProducts.first(
      (p) => p.SIMID === body.SIMID && p.CustomerUUID === product.CustomerUUID && p.UUID !== product.UUID,
    );
    if (!spare || spare.Status !== 2) throw conflict('sim_swap_error');
    ctx.db.mobileProducts.remove(spare.UUID);
    const swapped = await ctx.db.mobileProducts.update(product.UUID, (d) => {
      d.SIMID = spare.SIMID;
      d.IMSI = spare.IMSI;
      d.SimType = spare.SimType;
    });
    return productAnswer(ctx, swapped as MobileProduct);
  }),
  route(ctx, c.searchNumbers, (req) => {
    const { body, session } = req;
    ownProduct(ctx, session, body.CustomerUUID, body.MobileUUID);
    const free = req.scenario('numbers.none-free') ? [] : freeNumbers(ctx);
    const from = body.Page * body.Amount;
    const page = free.slice(from, from + Math.min(body.Amount, MSISDN_PAGE_SIZE));
    if (page.length === 0) throw notFound('no_new_phone_numbers');
    return { MSISDNs: page, Page: body.Page, HasMore: free.length > from + page.length };
  }),
  route(ctx, c.changeNumber, async (req) => {
    const { body, session } = req;
    const product = ownProduct(ctx, session, body.CustomerUUID, body.MobileUUID);
    const wanted = body.MSISDN.trim();
    if (!wanted) throw badRequest('no_phone_number');
    if (req.scenario('numbers.none-free') || !freeNumbers(ctx).includes(wanted))
      throw new ApiError(409, 'phone_number_taken');
    const changed = await ctx.db.mobileProducts.update(product.UUID, (d) => {
      d.MSISDN = wanted;
    });
    return productAnswer(ctx, changed as MobileProduct);
  }),
];
