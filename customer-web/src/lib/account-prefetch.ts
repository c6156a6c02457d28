import type { QueryClient } from '@tanstack/react-query';
import { contracts } from '@portal/shared';
import { customerQuery, myCustomersQuery } from './account';
import { queryOf } from './api/query';
import { fibreProductsQuery, fwaProductsQuery } from './broadband-service-queries';
import { prefetchHome } from './home-queries';
import { prefetchMobileHome } from './mobile-home-prefetch';
import { billingRoutesQuery, paymentMethodsQuery } from './payment-means-queries';
import { serverClockQuery } from './server-clock';

/**
 * Starts, all at once, every call of a newly opened account that needs nothing but the sign-in's answer, so the
 * signed-in home waits for one round trip after the sign-in, and for one more only for what reads these answers
 * (`prefetchMobileHome`). Each goes into the cache under the key the screens read, so they find it in flight
 * instead of asking one after the other as each layer renders. Loaded while the sign-in call is in flight, so the
 * sign-in page does not carry these contracts.
 */
export function prefetchAccount(queryClient: QueryClient, customerUUID: string, loginUUID: string): void {
  // First what the guards and the home wait on: over HTTP/1.1 a browser sends six calls to one server at once and
  // queues the rest in the order asked. A failure stays in the cache as the query's error: the guard that reads it
  // shows it with its retry.
  void queryClient.prefetchQuery(customerQuery(customerUUID));
  void queryClient.prefetchQuery(queryOf(contracts.preferences.getUser));
  void prefetchMobileHome(queryClient, customerUUID);
  void queryClient.prefetchQuery(paymentMethodsQuery(customerUUID));
  void queryClient.prefetchQuery(billingRoutesQuery(customerUUID));
  // The backend's clock: the home works out what is running from it.
  void queryClient.prefetchQuery(serverClockQuery);
  // Then the signed-in header's: the login's accounts (the service switcher) and the broadband services (the
  // profile's tabs, and the addon guards of a service without addons).
  void queryClient.prefetchQuery(myCustomersQuery(loginUUID));
  void queryClient.prefetchQuery(fibreProductsQuery(customerUUID));
  void queryClient.prefetchQuery(fwaProductsQuery(customerUUID));
  // Last the home's own: bills, orders and a broadband service's plans.
  prefetchHome(queryClient, customerUUID);
}
