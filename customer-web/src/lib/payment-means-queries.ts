import { contracts, LIVE_LIST_POLL_MS } from '@portal/shared';
import { queryOf } from './api/query';

/*
 * An account's saved cards and billing routes, one query each for every screen and guard that reads them and for
 * the sign-in's prefetch. What was read within the poll interval (the sign-in's own read, another screen's) is
 * current enough: a screen that opens just after shows it instead of asking again.
 */

export const paymentMethodsQuery = (customerUUID: string | null | undefined) => ({
  ...queryOf(contracts.paymentMethods.list, { params: { uuid: customerUUID } }),
  staleTime: LIVE_LIST_POLL_MS,
});

export const billingRoutesQuery = (customerUUID: string | null | undefined) => ({
  ...queryOf(contracts.billingRoutes.list, { params: { uid: customerUUID } }),
  staleTime: LIVE_LIST_POLL_MS,
});
