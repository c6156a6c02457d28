import { fwaPlans, shopAddresses, shopAddressFixture } from '@portal/fixtures';
import {
  contracts,
  FWA_ACCEPTED_STATUSES,
  searchedAddress,
  type BroadbandPlans,
  type ServiceAvailability,
} from '@portal/shared';
import type { MockContext } from '../context';
import { route } from '../http/route';
import { fibrePlansAt, prequalOf } from '../shop/fibre-at-address';
import { matchLocations } from './addresses';
import type { HandlerGroup } from './types';

const c = contracts.broadbandAvailability;
const SEARCH_LIMIT = 10;
const all = shopAddresses.map((a) => a.address);

function search(q: string) {
  const found = new Set(matchLocations(all, q, SEARCH_LIMIT).map((l) => l.UUID));
  return { Addresses: all.filter((a) => found.has(a.UUID)).map((a) => searchedAddress(a, 'SERVICE')) };
}

const isFwaSold = (status: string) => (FWA_ACCEPTED_STATUSES as readonly string[]).includes(status);

/** The fixed wireless status at a location of the address search, with its prequalification when it can be sold. */
export function fwaAvailabilityAt(idx: string): ServiceAvailability {
  const status = shopAddressFixture(idx)?.fwa ?? 'service_unavailable';
  return isFwaSold(status) ? { Status: status, PrequalUUID: prequalOf(idx) } : { Status: status };
}

function plansAt(ctx: MockContext, idx: string, network: 'FWA' | 'UFB'): BroadbandPlans {
  const place = shopAddressFixture(idx);
  if (network === 'UFB') {
    const plans = place ? fibrePlansAt(ctx, place) : [];
    return plans.length > 0
      ? { ServiceAvailability: { Status: 'Available', PrequalUUID: prequalOf(idx) }, Plans: plans }
      : { ServiceAvailability: { Status: 'NotAvailable' }, Plans: [] };
  }
  const availability = fwaAvailabilityAt(idx);
  return { ServiceAvailability: availability, Plans: isFwaSold(availability.Status) ? fwaPlans : [] };
}

/**
 * Addresses and availability come from the shop's address fixtures; fibre plans from the provider store, those the
 * address's own fibre company delivers.
 */
export const shopBroadbandHandlers: HandlerGroup = (ctx) => [
  route(ctx, c.searchAddress, ({ query }) => search(query.q)),
  route(ctx, c.fwaSearchAddress, ({ query }) => search(query.q)),
  route(ctx, c.ufbSearchAddress, ({ query }) => search(query.q)),
  route(ctx, c.fwaServiceAvailability, ({ query }) => fwaAvailabilityAt(query.LocationProviderIDX)),
  route(ctx, c.plans, ({ query }) => plansAt(ctx, query.LocationProviderIDX, query.ProductType)),
];
