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
