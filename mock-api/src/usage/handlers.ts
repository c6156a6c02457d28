import {
  contracts,
  histogramBuckets,
  MAX_HISTOGRAM_BUCKETS,
  usageBalance,
  usageEvents,
  usageHistogram,
  type MobileProduct,
  type UsageCharge,
  type UsageEvent,
  type UsageKind,
} from '@portal/shared';
import type { MockContext } from '../context';
import { ApiError, badRequest, notFound } from '../http/api-error';
import { route, type RouteRequest } from '../http/route';
import { broadbandHistogram, isBroadbandType } from '../handlers/broadband-services';
import { settleActivation } from '../handlers/mobile-activation';
import { settleMobileProduct } from '../handlers/mobile-renewal';
import type { HandlerGroup } from '../handlers/types';

/*
 * The usage calls. Usage is derived from the virtual clock and the service's seed when read (see the shared usage
 * rules), so nothing is stored and the server, Node tests and the browser worker answer alike.
 */

const c = contracts.mobileUsage;
const msOf = (nanos: number) => nanos / 1_000_000;

/** A service of the account as it is now (renewals settled); another account's is as unknown as a missing one. */
async function ownService(
  ctx: MockContext,
  customerUUID: string,
  productUUID: string,
): Promise<MobileProduct> {
  const product = ctx.db.mobileProducts.find(productUUID);
  if (!product || product.CustomerUUID !== customerUUID) throw notFound();
  return settleMobileProduct(ctx, await settleActivation(ctx, product));
}

/** Which charge-list switch covers each kind of use. */
const SWITCH_OF: Record<UsageKind, 'data' | 'mins' | 'txts' | 'pxts'> = {
  data: 'data',
  tetheringData: 'data',
  roamingData: 'data',
  voice: 'mins',
  idd_voice: 'mins',
  sms: 'txts',
  idd_sms: 'txts',
  mms: 'pxts',
};

function chargeOf(event: UsageEvent): UsageCharge {
  const is = (switchName: string) => SWITCH_OF[event.kind] === switchName;
  return {
    DateAndTime: new Date(event.atMs).toISOString(),
    AmountCents: event.cents,
    ChargedData: is('data') ? event.amount : 0,
    ChargedMins: is('mins') ? event.amount : 0,
    ChargedTXTs: is('txts') ? event.amount : 0,
    ChargedPXTs: is('pxts') ? event.amount : 0,
    UsageType: event.kind,
  };
}

/** A scenario that breaks a usage call answers 503, as a usage service that is down would. */
function failsUnder(
  req: RouteRequest<typeof c.charges> | RouteRequest<typeof c.histogram>,
  scenario: 'usage.charges-fail' | 'usage.histogram-fail',
  customerUUID: string,
) {
  if (req.scenario(scenario, customerUUID)) throw new ApiError(503, 'simulated_fault');
}

export const usageHandlers: HandlerGroup = (ctx) => [
  route(ctx, c.balance, async ({ params, query }) => {
    const product = await ownService(ctx, params.uuid, query.MobileUUID);
    return { MobileUUID: product.UUID, Balances: usageBalance(product, ctx.sim.clock.now()) };
  }),

  route(ctx, c.charges, async (req) => {
    const { params, query } = req;
    failsUnder(req, 'usage.charges-fail', params.uuid);
    const product = await ownService(ctx, params.uuid, params.mobileProductUuid);
    const now = ctx.sim.clock.now();
    const from = query.From === undefined ? msOf(product.CreatedAtNanos) : msOf(query.From);
    const upto = Math.min(now, query.Upto === undefined ? now : msOf(query.Upto));
    return usageEvents(product, from, upto)
      .filter((e) => query[SWITCH_OF[e.kind]])
      .reverse()
      .map(chargeOf);
  }),

  route(ctx, c.histogram, async (req) => {
    const { body, params, session } = req;
    if (!session.owns(body.CustomerUUID)) throw notFound();
    failsUnder(req, 'usage.histogram-fail', body.CustomerUUID);
    if (isBroadbandType(body.ProductType)) {
      // Broadband carries data only.
      if (params.kind !== 'data') throw badRequest('validation');
      return {
        result: { Buckets: broadbandHistogram(ctx, session, { ...body, ProductType: body.ProductType }) },
      };
    }
    const product = await ownService(ctx, body.CustomerUUID, body.ProductInstanceUUID);
    const buckets = histogramBuckets(
      msOf(body.Range.FirstNanos),
      msOf(body.Range.FinalNanos),
      msOf(body.IntervalNanos),
    );
    if (buckets.length > MAX_HISTOGRAM_BUCKETS) throw badRequest('validation');
    // Data in megabytes (hotspot data included, overseas data apart); voice in seconds, international calls included.
    const amountOf =
      params.kind === 'data'
        ? (e: UsageEvent) => (e.kind === 'data' || e.kind === 'tetheringData' ? e.amount : 0)
        : (e: UsageEvent) => (e.kind === 'voice' || e.kind === 'idd_voice' ? e.amount * 60 : 0);
    const now = ctx.sim.clock.now();
    // Nothing has been used after now: a bucket reaching past now counts only up to now.
    const upToNow = buckets.map(
      ([start, end]) => [start, Math.max(start, Math.min(end, now))] as [number, number],
    );
    return { result: { Buckets: usageHistogram(product, upToNow, amountOf) } };
  }),
];
