import { contracts, holderOfNumber, normaliseMsisdn, PROVIDER_NAME } from '@portal/shared';
import type { MockContext } from '../context';
import { notFound } from '../http/api-error';
import { route, type RouteRequest } from '../http/route';
import type { HandlerGroup } from '../handlers/types';
import {
  cancel,
  isOurNumber,
  portOf,
  portsOf,
  requestPort,
  retry,
  viewOf,
  type PortScenarios,
} from './ports';

const c = contracts.numberPorting;

const scenariosFor = (req: Pick<RouteRequest<typeof c.request>, 'scenario'>, customerUUID: string) =>
  ({
    rejectAccountNumber: req.scenario('porting.reject-account-number', customerUUID),
    activationFail: req.scenario('porting.activation-fail', customerUUID),
  }) satisfies PortScenarios;

/** The account a body names, when the caller's login holds it. */
function ownAccount(req: Pick<RouteRequest<typeof c.request>, 'session'>, customerUUID: string) {
  if (!req.session.owns(customerUUID)) throw notFound();
  return customerUUID;
}

function ownSim(ctx: MockContext, customerUUID: string, productUUID: string) {
  const product = ctx.db.mobileProducts.find(productUUID);
  if (!product || product.CustomerUUID !== customerUUID) throw notFound();
  return product;
}

export const numberPortingHandlers: HandlerGroup = (ctx) => [
  route(ctx, c.request, async (req) => {
    const { body } = req;
    const customerUUID = ownAccount(req, body.CustomerUUID);
    ownSim(ctx, customerUUID, body.MobileProductUUID);
    return requestPort(
      ctx,
      {
        CustomerUUID: customerUUID,
        MobileProductUUID: body.MobileProductUUID,
        MSISDN: normaliseMsisdn(body.MSISDN),
        LosingProvider: body.LosingProvider,
        AccountNumber: body.AccountNumber,
      },
      scenariosFor(req, customerUUID),
    );
  }),
  route(ctx, c.retry, async (req) => {
    const { body } = req;
    const port = portOf(ctx, ownAccount(req, body.CustomerUUID), body.PortUUID);
    return retry(ctx, port, body, scenariosFor(req, port.CustomerUUID));
  }),
  route(ctx, c.cancel, async ({ params, body }) => cancel(ctx, portOf(ctx, params.uuid, body.PortUUID))),
  route(ctx, c.action, async (req) => {
    const { params, body } = req;
    const port = portOf(ctx, params.uuid, body.PortUUID);
    if (body.Action === 'cancel') return cancel(ctx, port);
    return retry(ctx, port, body, scenariosFor(req, port.CustomerUUID));
  }),
  route(ctx, c.list, async ({ params }) => ({
    Ports: portsOf(ctx, params.uuid).map((p) => viewOf(ctx, p)),
  })),
  route(ctx, c.lookup, async ({ params, session }) => {
    const msisdn = normaliseMsisdn(params.number);
    const ours = isOurNumber(ctx, msisdn);
    const port = ctx.db.ports
      .where((p) => p.MSISDN === msisdn && session.owns(p.CustomerUUID))
      .sort((a, b) => b.CreatedAtNanos - a.CreatedAtNanos)[0];
    return {
      MSISDN: msisdn,
      Provider: ours ? PROVIDER_NAME : holderOfNumber(msisdn),
      Portable: !ours,
      ...(port ? { Port: viewOf(ctx, port) } : {}),
    };
  }),
];
