import type { QueryClient } from '@tanstack/react-query';
import { billingKind, currentProduct, serviceType } from '@portal/shared';
import { autoTopUpQuery } from './auto-top-up';
import { postpayCatalogueQuery, prepayCatalogueQuery } from './catalogue-queries';
import { chosenMobileProduct, mobileProductsQuery } from './mobile-products';
import { usageBalanceQuery } from './usage-balance';

/**
 * Asks an account's mobile services, and as soon as they answer, what the mobile dashboard reads of the current
 * one: its usage balance, the catalogue its addons come from, and a prepay service's auto top-up. Started from the
 * answer itself rather than when the dashboard renders (after its guards, its clock and its code), so they leave
 * one round trip after the services, not behind whatever else answered meanwhile.
 */
export async function prefetchMobileHome(queryClient: QueryClient, customerUUID: string): Promise<void> {
  // A failure stays in the cache as the query's error, for the guard that reads it to show with its retry.
  const answer = await queryClient.fetchQuery(mobileProductsQuery(customerUUID)).catch(() => undefined);
  const product = currentProduct(answer?.MobileProducts ?? [], chosenMobileProduct());
  if (!product) return;
  void queryClient.prefetchQuery(usageBalanceQuery(customerUUID, product.UUID));
  const bills = billingKind(product.BillingReference);
  if (bills === 'postpay') void queryClient.prefetchQuery(postpayCatalogueQuery);
  if (bills === 'prepay') void queryClient.prefetchQuery(prepayCatalogueQuery);
  if (serviceType(product) === 'prepay') void queryClient.prefetchQuery(autoTopUpQuery(customerUUID));
}
