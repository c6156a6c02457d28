import { CACHE, contracts } from '@portal/shared';
import { queryOf } from './api/query';

/*
 * The account's fibre and fixed-wireless services, one query each for every screen that reads them (the home, the
 * broadband screens, the profile's tabs and guards) and for the sign-in's prefetch, so they share one cache entry.
 */

export const fibreProductsQuery = (customerUUID: string | null | undefined) => ({
  ...queryOf(contracts.shopOrders.fibreProducts, { params: { uuid: customerUUID } }),
  staleTime: CACHE.userPlan,
});

export const fwaProductsQuery = (customerUUID: string | null | undefined) => ({
  ...queryOf(contracts.broadbandServices.fwaProducts, { params: { uuid: customerUUID } }),
  staleTime: CACHE.userPlan,
});
