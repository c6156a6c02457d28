import {
  CatalogueAnswerSchema,
  CatalogueQuerySchema,
  CatalogueRequestSchema,
  ModemSearchRequestSchema,
  ModemSearchResultSchema,
  SimItemsSchema,
} from '../entities/shop-catalogue';
import { defineContract } from './define';

/** What the shop sells: SIM items, modems and the service catalogue, all readable before signing in. */
const tags = ['shop'];

export const shopCatalogueContracts = {
  simItems: defineContract({
    id: 'shopCatalogue.simItems',
    method: 'get',
    path: '/eshop/v3/sim_items',
    summary:
      'The three SIM items of the shop: eSIM, physical SIM and the fixed-wireless SIM. The specification does ' +
      'not show this path: it is the project’s.',
    access: 'public',
    response: SimItemsSchema,
    tags,
  }),
  modemSearch: defineContract({
    id: 'shopCatalogue.modemSearch',
    method: 'post',
    path: '/eshop/eshop_item_advanced_search',
    summary: 'Modems for one network (FacetFilters.NetworkType FWA or UFB), a page at a time, sorted.',
    access: 'public',
    body: ModemSearchRequestSchema,
    response: ModemSearchResultSchema,
    tags,
  }),
  entries: defineContract({
    id: 'shopCatalogue.entries',
    method: 'post',
    path: '/catalog/v2/entries',
    summary:
      'The service catalogue entries of the product types asked for, with their prices. Signed out, the call ' +
      'carries noauth=true; signed in, CustomerInfo.ID must be the caller’s.',
    access: 'guest',
    query: CatalogueQuerySchema,
    body: CatalogueRequestSchema,
    response: CatalogueAnswerSchema,
    tags,
  }),
};
