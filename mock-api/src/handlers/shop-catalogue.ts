import { catalogueEntries, modems, simItems } from '@portal/fixtures';
import { contracts, type CatalogueAnswer, type CataloguePlan } from '@portal/shared';
import { notFound, unauthorized } from '../http/api-error';
import { route } from '../http/route';
import type { HandlerGroup } from './types';

const c = contracts.shopCatalogue;

function productTypeOf(plan: CataloguePlan) {
  if (plan.BillingReference !== 'postpay') return 'prepaymobileAddon' as const;
  return plan.isBasePlan ? ('postpaymobile' as const) : ('postpaymobileAddon' as const);
}

/** The mobile catalogue as service entries with their prices. */
function catalogueOf(types: readonly string[], pageSize: number): CatalogueAnswer {
  const plans = catalogueEntries.filter((p) => types.includes(productTypeOf(p))).slice(0, pageSize);
  return {
    Entries: plans.map((p, i) => ({
      UUID: p.UUID,
      ProductType: productTypeOf(p),
      CreatedAtNanos: 0,
      UpdatedAtNanos: 0,
      Availabilities: p.Availabilities.map((a) => ({
        UUID: a.UUID,
        Available: true,
        Priority: i,
        RetailCents: a.RetailCents ?? p.Cents,
        RetailName: a.RetailName ?? p.Name,
        RetailDescription: a.RetailDescription ?? '',
        ProductCatalogEntryUUID: a.ProductCatalogEntryUUID,
      })),
      Characteristics: {
        IsBasePlan: p.isBasePlan,
        IsAddon: !p.isBasePlan,
        AllowAutoRenew: p.Characteristics.AllowAutoRenew === 'true',
      },
    })),
    Prices: plans.map((p) => ({
      ProductID: p.UUID,
      OrigianlPrice: p.origianl_price,
      DiscountedPrice: p.Cents,
      CreditPrice: p.offer_credit,
      AmountInPeriod: p.Cents,
      AppliedOfferID: '',
    })),
  };
}

/** SIMs, modems and the service catalogue are reference data served from the fixtures. */
export const shopCatalogueHandlers: HandlerGroup = (ctx) => [
  route(ctx, c.simItems, () => ({ Items: simItems })),
  route(ctx, c.modemSearch, ({ body }) => {
    const { PageNumber, PageSize, SortBy, SortDesc } = body.SearchOptions;
    const key =
      SortBy === 'Price' ? (m: (typeof modems)[number]) => m.Price : (m: (typeof modems)[number]) => m.Name;
    const sorted = modems
      .filter((m) => m.ServiceType === body.FacetFilters.NetworkType)
      .sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0) * (SortDesc ? -1 : 1));
    return { ItemVariants: sorted.slice((PageNumber - 1) * PageSize, PageNumber * PageSize) };
  }),
  route(ctx, c.entries, ({ query, body, session }) => {
    // Signed out, the portal says so with noauth; a call with neither a token nor noauth is refused.
    if (!session && query.noauth !== 'true') throw unauthorized('no_auth_token');
    if (session && body.CustomerInfo && !session.owns(body.CustomerInfo.ID)) throw notFound();
    return catalogueOf(body.ProductTypeList, body.SearchOptions.PageSize);
  }),
];
