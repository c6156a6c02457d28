import { CACHE, contracts } from '@portal/shared';
import { queryOf } from './api/query';

/*
 * The mobile catalogue of each billing kind, kept as long as plan lists are (1 minute): one query for the plan
 * pages, the addon purchase and the sign-in's prefetch, so they share one cache entry.
 */

export const postpayCatalogueQuery = {
  ...queryOf(contracts.mobileCatalogue.postpayPlans, { anonymous: true }),
  staleTime: CACHE.planLists,
};

export const prepayCatalogueQuery = {
  ...queryOf(contracts.mobileCatalogue.prepayPlans, { anonymous: true }),
  staleTime: CACHE.planLists,
};
