import type { QueryClient } from '@tanstack/react-query';
import { CACHE, contracts, referenceFlags } from '@portal/shared';
import { queryOf } from './api/query';
import { fibreProductsQuery, fwaProductsQuery } from './broadband-service-queries';
import { remoteConfigQuery } from './flags';

/*
 * The calls the home reads besides the mobile dashboard's, each on the same cache key as the screen that owns it,
 * so opening that screen from the home shows at once, and so signing in can start them before the home renders.
 */

/** The plans a broadband service can change to: the one it is on among them gives its speed. */
export const servicePlansQuery = (network: 'ufb' | 'fwa', uuid: string | null, serviceUUID: string) => ({
  ...(network === 'ufb'
    ? queryOf(contracts.broadbandServices.fibreServicePlans, { params: { uuid, id: serviceUUID } })
    : queryOf(contracts.broadbandServices.fwaServicePlans, { params: { uuid, product: serviceUUID } })),
  staleTime: CACHE.planAndModem,
});

export const ordersQuery = (uuid: string | null) => ({
  ...queryOf(contracts.shopOrders.list, { params: { uuid } }),
  staleTime: CACHE.accountLists,
});

/** The invoices of one status, the first page: more than ten bills owed at once would be a page of their own. */
export const invoicesQuery = (uuid: string | null, status: 'DUE' | 'OVERDUE') => ({
  ...queryOf(contracts.invoices.list, { params: { uuid }, query: { Status: status } }),
  staleTime: CACHE.invoicePages,
});

export const portsQuery = (uuid: string | null) => ({
  ...queryOf(contracts.numberPorting.list, { params: { uuid } }),
  staleTime: CACHE.accountLists,
});

/**
 * Starts the home's own calls with the account's first ones: bills, orders and ports need only the account, a
 * broadband service's plans only that service, so none waits for the home's code and guards.
 */
export function prefetchHome(queryClient: QueryClient, uuid: string): void {
  void queryClient.prefetchQuery(ordersQuery(uuid));
  void queryClient.prefetchQuery(invoicesQuery(uuid, 'DUE'));
  void queryClient.prefetchQuery(invoicesQuery(uuid, 'OVERDUE'));
  const flags = queryClient.getQueryData(remoteConfigQuery.queryKey)?.Flags ?? referenceFlags;
  if (flags.number_porting) void queryClient.prefetchQuery(portsQuery(uuid));
  // A failure stays in the cache as the query's error, for the card that reads it to show with its retry.
  void queryClient
    .fetchQuery(fibreProductsQuery(uuid))
    .then((a) =>
      a.UFBProducts.forEach((p) => void queryClient.prefetchQuery(servicePlansQuery('ufb', uuid, p.UUID))),
    )
    .catch(() => undefined);
  void queryClient
    .fetchQuery(fwaProductsQuery(uuid))
    .then((a) =>
      a.FWAProducts.forEach((p) => void queryClient.prefetchQuery(servicePlansQuery('fwa', uuid, p.UUID))),
    )
    .catch(() => undefined);
}
