import type { BroadbandFlow } from '../entities/broadband-flow';
import type { NetworkType } from '../entities/shop-catalogue';

/**
 * A fibre transfer moves the shopper's current connection, so the losing provider must be named with the account's
 * holder and number; the connection ID is optional. Fixed wireless is always a new connection.
 */
export function transferDetailsMissing(network: NetworkType | undefined, flow: BroadbandFlow): boolean {
  const transfer = flow.transfer;
  return (
    network === 'UFB' &&
    transfer?.required === true &&
    !(transfer.Provider && transfer.AccountHolderName && transfer.AccountNumber)
  );
}

/**
 * A broadband choice goes in the cart once it has a network, a plan, a modem or none, and (for fibre) a new
 * connection or a complete transfer.
 */
export function broadbandChoiceComplete(network: NetworkType | undefined, flow: BroadbandFlow): boolean {
  if (!network || !flow.plan || flow.with_wifi_router === undefined) return false;
  if (network === 'FWA') return true;
  return flow.transfer?.required !== undefined && !transferDetailsMissing(network, flow);
}

/** The steps of the broadband shop, in order; checkout is the cart's own page, reached from the last one. */
export const BROADBAND_STEPS = ['address', 'plan', 'modem', 'connection', 'checkout'] as const;
export type BroadbandStep = (typeof BROADBAND_STEPS)[number];

/** The steps a network has: fixed wireless is always a new connection, so it has no connection step. */
export function broadbandSteps(network: NetworkType | undefined): BroadbandStep[] {
  return BROADBAND_STEPS.filter((step) => step !== 'connection' || network !== 'FWA');
}

/** Whether a step has what it asks for. */
export function broadbandStepDone(
  step: BroadbandStep,
  network: NetworkType | undefined,
  flow: BroadbandFlow,
): boolean {
  switch (step) {
    case 'address':
      return !!flow.location;
    case 'plan':
      return !!network && !!flow.plan && flow.plan.BroadbandProductType === network;
    case 'modem':
      return flow.with_wifi_router !== undefined;
    case 'connection':
      return (
        network === 'FWA' || (flow.transfer?.required !== undefined && !transferDetailsMissing(network, flow))
      );
    case 'checkout':
      return false;
  }
}

/**
 * The step a shopper comes back to (after a reload or a sign-in): the first one still open; the last choice
 * stays open until the choice goes in the cart.
 */
export function openBroadbandStep(network: NetworkType | undefined, flow: BroadbandFlow): BroadbandStep {
  const steps = broadbandSteps(network).filter((s) => s !== 'checkout');
  return steps.find((step) => !broadbandStepDone(step, network, flow)) ?? (steps.at(-1) as BroadbandStep);
}
