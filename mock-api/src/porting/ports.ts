import {
  advancePort,
  cancelPort,
  holderOfNumber,
  planPort,
  portViewAt,
  retryPort,
  type LosingProvider,
  type PortChange,
  type PortRejection,
  type PortView,
  type StoredPort,
} from '@portal/shared';
import type { MockContext } from '../context';
import { conflict, notFound } from '../http/api-error';
import { processRandom } from '../sim/processes';

/** The unhappy paths the scenarios switch on for one customer's port. */
export interface PortScenarios {
  rejectAccountNumber: boolean;
  activationFail: boolean;
}

/** Why the losing provider refuses these details: the wrong provider first, then the account number. */
function refusalOf(msisdn: string, provider: LosingProvider, s: PortScenarios): PortRejection | undefined {
  if (provider !== holderOfNumber(msisdn)) return 'provider_incorrect';
  return s.rejectAccountNumber ? 'account_number_incorrect' : undefined;
}

export const viewOf = (ctx: MockContext, port: StoredPort): PortView =>
  portViewAt(port, ctx.sim.clock.nowNanos());

export const portsOf = (ctx: MockContext, customerUUID: string) =>
  ctx.db.ports
    .where((p) => p.CustomerUUID === customerUUID)
    .sort((a, b) => b.CreatedAtNanos - a.CreatedAtNanos);

/** A port that is not finished (running, or waiting for a retry) holds its number and its SIM. */
const holds = (ctx: MockContext, port: StoredPort) => {
  const view = viewOf(ctx, port);
  return view.Running || view.CanRetry;
};

/** A number on our network: a SIM's, or one a completed port has brought in. */
export const isOurNumber = (ctx: MockContext, msisdn: string) =>
  !!ctx.db.mobileProducts.first((p) => p.MSISDN === msisdn) ||
  !!ctx.db.ports.first((p) => p.MSISDN === msisdn && viewOf(ctx, p).State === 'PORT_COMPLETED');

export async function requestPort(
  ctx: MockContext,
  input: Pick<
    StoredPort,
    'CustomerUUID' | 'MobileProductUUID' | 'MSISDN' | 'LosingProvider' | 'AccountNumber'
  >,
  scenarios: PortScenarios,
): Promise<PortView> {
  if (isOurNumber(ctx, input.MSISDN)) throw conflict('port_number_ours');
  const busy = ctx.db.ports.first(
    (p) => (p.MSISDN === input.MSISDN || p.MobileProductUUID === input.MobileProductUUID) && holds(ctx, p),
  );
  if (busy) throw conflict('port_in_progress');
  const UUID = crypto.randomUUID();
  const now = ctx.sim.clock.nowNanos();
  const Steps = planPort(now, {
    random: processRandom(ctx.sim, `port:${UUID}`),
    reject: refusalOf(input.MSISDN, input.LosingProvider, scenarios),
    activationFail: scenarios.activationFail,
  });
  const port = await ctx.db.ports.insert({ ...input, UUID, CreatedAtNanos: now, Steps });
  return viewOf(ctx, port);
}

/** A port the caller's account holds; any other is as unknown as a missing one. */
export function portOf(ctx: MockContext, customerUUID: string, portUUID: string): StoredPort {
  const port = ctx.db.ports.find(portUUID);
  if (!port || port.CustomerUUID !== customerUUID) throw notFound();
  return port;
}

async function save(ctx: MockContext, port: StoredPort, change: PortChange, extra: Partial<StoredPort> = {}) {
  if (!change.ok) throw conflict(change.reason);
  const saved = (await ctx.db.ports.update(port.UUID, (d) => {
    Object.assign(d, extra);
    d.Steps = change.steps;
  })) as StoredPort;
  return viewOf(ctx, saved);
}

export const cancel = (ctx: MockContext, port: StoredPort) =>
  save(ctx, port, cancelPort(port.Steps, ctx.sim.clock.nowNanos()));

export function retry(
  ctx: MockContext,
  port: StoredPort,
  details: { LosingProvider?: LosingProvider | undefined; AccountNumber?: string | undefined },
  scenarios: PortScenarios,
) {
  const LosingProvider = details.LosingProvider ?? port.LosingProvider;
  const AccountNumber = details.AccountNumber ?? port.AccountNumber;
  const change = retryPort(port.Steps, ctx.sim.clock.nowNanos(), {
    // Each resubmission decides its own timeline, the same in every runtime.
    random: processRandom(ctx.sim, `port:${port.UUID}:${port.Steps.length}`),
    reject: refusalOf(port.MSISDN, LosingProvider, scenarios),
    activationFail: scenarios.activationFail,
  });
  return save(ctx, port, change, { LosingProvider, AccountNumber });
}

/** An operator moves a running port on to its next step now. */
export const advance = (ctx: MockContext, port: StoredPort) =>
  save(ctx, port, advancePort(port.Steps, ctx.sim.clock.nowNanos()));
