import {
  fixtureUuid,
  lfcProductFor,
  planTier,
  shopAddresses,
  shopAddressFixture,
  type ShopAddressFixture,
} from '@portal/fixtures';
import type { BroadbandPlan, LfcProduct, UfbPlan } from '@portal/shared';
import type { MockContext } from '../context';

/** The prequalification an availability check at a shop address answers with, the same for every check. */
export const prequalOf = (idx: string) => fixtureUuid(`shop-prequal:${idx}`);

/** What a purchase says of where its fibre goes: the availability check it came from, the text, the location. */
export interface FibrePlace {
  PrequalUUID?: string | undefined;
  ServiceAddress?: string | undefined;
  LocationProviderIDX?: string | undefined;
}

/**
 * The shop address a fibre purchase is for. The availability check's prequalification names it best; the address
 * text next; the cart's location last, since that may be the delivery address rather than the service address.
 */
export function shopAddressOf(place: FibrePlace): ShopAddressFixture | undefined {
  const byPrequal = place.PrequalUUID
    ? shopAddresses.find((a) => prequalOf(a.address.LocationProviderIDX) === place.PrequalUUID)
    : undefined;
  const byText = place.ServiceAddress
    ? shopAddresses.find((a) => a.address.Formatted === place.ServiceAddress)
    : undefined;
  return (
    byPrequal ??
    byText ??
    (place.LocationProviderIDX ? shopAddressFixture(place.LocationProviderIDX) : undefined)
  );
}

/** The LFC product that delivers a plan at an address: its own fibre company's live product of the plan's speed. */
export function lfcProductAt(ctx: MockContext, lfc: string, plan: UfbPlan): LfcProduct | undefined {
  const live = ctx.db.lfcProducts.where((p) => p.LFC === lfc && p.DeletedAtNanos === null);
  if (live.length === 0) return undefined;
  const product = lfcProductFor(live, lfc, plan);
  return product.DownloadMbps === planTier(plan.DownloadMbps) ? product : undefined;
}

const asShopPlan = (p: UfbPlan): BroadbandPlan => ({
  UUID: p.UUID,
  Name: p.Name,
  Description: p.Description,
  Cents: p.Cents,
  ProductCatalogUUID: p.UUID,
  BroadbandProductType: 'UFB',
  DownloadMbps: p.DownloadMbps,
  UploadMbps: p.UploadMbps,
});

/** The store's retail fibre plans on sale, as the shop offers them: an operator's change shows at once. */
export function fibrePlansOnSale(ctx: MockContext): BroadbandPlan[] {
  return ctx.db.ufbPlans
    .where((p) => p.Available)
    .sort((a, b) => a.Cents - b.Cents)
    .map(asShopPlan);
}

/** The fibre plans sold at an address: those on sale that its fibre company has a product of the speed for. */
export function fibrePlansAt(ctx: MockContext, place: ShopAddressFixture): BroadbandPlan[] {
  const lfc = place.lfc;
  if (!lfc) return [];
  return ctx.db.ufbPlans
    .where((p) => p.Available && !!lfcProductAt(ctx, lfc, p))
    .sort((a, b) => a.Cents - b.Cents)
    .map(asShopPlan);
}
