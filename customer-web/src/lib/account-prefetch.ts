import type { QueryClient } from '@tanstack/react-query';
import { contracts } from '@portal/shared';
import { customerQuery } from './account';
import { queryOf } from './api/query';
import { billingRoutesQuery, paymentMethodsQuery } from './payment-means-queries';
import { serverClockQuery } from './server-clock';

/**
 * Starts, all at once, every call the guards and the signed-in home wait on for a newly opened account: its record,
 * its mobile services, its cards and billing routes, the login's preferences, and the backend's clock. Six, as many
 * as a browser sends to one server at once over HTTP/1.1: what the home does not wait on (the broadband services,
 * the login's other accounts) is asked by the screens that show it, behind these.
 * Each goes into the cache under the key the screens read, so they find it in flight instead of asking one after
 * the other as each layer renders. Loaded while the sign-in call is in flight, so the sign-in page does not carry
 * these contracts.
 */
export function prefetchAccount(queryClient: QueryClient, customerUUID: string): void {
  const uuid = { uuid: customerUUID };
  // Each prefetched on its own line, as the calls answer different types. A failure stays in the cache as the
  // query's error: the guard that reads it shows it with its retry.
  void queryClient.prefetchQuery(customerQuery(customerUUID));
  void queryClient.prefetchQuery(queryOf(contracts.preferences.getUser));
  void queryClient.prefetchQuery(queryOf(contracts.mobileProducts.list, { params: uuid }));
  void queryClient.prefetchQuery(paymentMethodsQuery(customerUUID));
  void queryClient.prefetchQuery(billingRoutesQuery(customerUUID));
  // The backend's clock: the home works out what is running from it.
  void queryClient.prefetchQuery(serverClockQuery);
}
