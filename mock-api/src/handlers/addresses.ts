import {
  contracts,
  foldText,
  formatAddress,
  hasLocation,
  searchedAddress,
  sortByRank,
  SPID,
  type Address,
  type Location,
} from '@portal/shared';
import type { MockContext } from '../context';
import { badRequest, notFound } from '../http/api-error';
import { reply } from '../http/reply';
import { route } from '../http/route';
import type { HandlerGroup } from './types';

const c = contracts.addresses;

const words = (text: string) => foldText(text).match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * Whether a typed word finds a word of an address: by prefix ("quee" finds Queen), but a house number only
 * finds itself or itself with a letter ("12" finds 12 and 12A, not 120).
 */
const termFinds = (term: string, word: string) =>
  /^\d+$/.test(term) ? word === term || new RegExp(`^${term}[a-z]$`).test(word) : word.startsWith(term);

/** Locations holding every typed word, in the address set's order (street by street, number by number). */
export function matchLocations(all: readonly Location[], query: string, limit: number): Location[] {
  const terms = words(query);
  if (!terms.length) return [];
  const found: Location[] = [];
  for (const location of all) {
    const have = words(`${location.Formatted} ${location.State}`);
    if (terms.every((t) => have.some((w) => termFinds(t, w)))) found.push(location);
    if (found.length >= limit) break;
  }
  return found;
}

/** Gives a customer's addresses of one type the ranks 1..n in the given order; Rank 1 is the default. */
async function rerank(ctx: MockContext, ordered: readonly Address[], at: number): Promise<void> {
  for (const [i, address] of ordered.entries()) {
    const rank = i + 1;
    if (address.Rank === rank && address.IsDefault === (rank === 1)) continue;
    await ctx.db.addresses.update(address.UUID, (draft) => {
      draft.Rank = rank;
      draft.IsDefault = rank === 1;
      draft.UpdatedAtNanos = at;
    });
  }
}

const siblingsOf = (ctx: MockContext, customerUUID: string, type: Address['AddressType']) =>
  sortByRank(ctx.db.addresses.where((a) => a.CustomerUUID === customerUUID && a.AddressType === type));

/** The address in the path, if it belongs to the customer in the path (another customer's answers 404). */
function ownAddress(ctx: MockContext, params: { uuid: string; addressUuid: string }): Address {
  const address = ctx.db.addresses.find(params.addressUuid);
  if (!address || address.CustomerUUID !== params.uuid) throw notFound();
  return address;
}

export const addressHandlers: HandlerGroup = (ctx) => [
  route(ctx, c.searchLocations, ({ query }) => {
    const Locations = matchLocations(ctx.db.locations.all(), query.query, query.limit);
    // A legacy search answers 404 when nothing matches; the client reads it as no results.
    if (!Locations.length) throw notFound();
    return { Locations: Locations.map((l) => searchedAddress(l, 'DELIVERY')) };
  }),

  route(ctx, c.list, ({ params, query }) => {
    const all = siblingsOf(ctx, params.uuid, query.AddressType);
    const from = (query.page - 1) * query.per_page;
    return {
      Addresses: all.slice(from, from + query.per_page),
      Total: all.length,
      Page: query.page,
      PerPage: query.per_page,
    };
  }),

  route(ctx, c.create, async ({ params, body }) => {
    const location = hasLocation(body)
      ? ctx.db.locations.first(
          (l) =>
            l.LocationProvider === body.LocationProvider &&
            l.LocationProviderIDX === body.LocationProviderIDX,
        )
      : undefined;
    if (!location) throw badRequest('no_location');
    const { UUID: _location, ...place } = location;
    const chosen = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined && v !== ''));
    const merged = { ...place, ...chosen } as typeof place & typeof body;
    const postCode = body.PostCode || body.Postcode || place.PostCode;
    const now = ctx.sim.clock.nowNanos();
    const rank = siblingsOf(ctx, params.uuid, body.AddressType).length + 1;
    const created = await ctx.db.addresses.insert({
      ...merged,
      UUID: crypto.randomUUID(),
      SPID,
      CustomerUUID: params.uuid,
      AddressType: body.AddressType,
      Rank: rank,
      IsDefault: rank === 1,
      PostCode: postCode,
      Postcode: postCode,
      Formatted: formatAddress({ ...merged, PostCode: postCode }),
      FormattedOriginal: place.Formatted,
      Description: body.Description?.trim() ?? '',
      availableServices: ['UFB'],
      CreatedAtNanos: now,
      UpdatedAtNanos: now,
    });
    return reply(created, { status: 201 });
  }),

  route(ctx, c.update, async ({ params, body }) => {
    const address = ownAddress(ctx, params);
    const now = ctx.sim.clock.nowNanos();
    if (body.Description !== undefined) {
      await ctx.db.addresses.update(address.UUID, (draft) => {
        draft.Description = body.Description?.trim() ?? '';
        draft.UpdatedAtNanos = now;
      });
    }
    if (body.Rank !== undefined) {
      const others = siblingsOf(ctx, params.uuid, address.AddressType).filter((a) => a.UUID !== address.UUID);
      const at = Math.min(body.Rank, others.length + 1) - 1;
      await rerank(ctx, [...others.slice(0, at), address, ...others.slice(at)], now);
    }
    return ctx.db.addresses.find(address.UUID) as Address;
  }),

  route(ctx, c.remove, async ({ params }) => {
    const address = ownAddress(ctx, params);
    ctx.db.addresses.remove(address.UUID);
    // The next by Rank becomes the default when the default goes.
    await rerank(ctx, siblingsOf(ctx, params.uuid, address.AddressType), ctx.sim.clock.nowNanos());
    return { ok: true as const };
  }),
];
