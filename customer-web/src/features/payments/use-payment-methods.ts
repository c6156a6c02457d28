import { useQuery } from '@tanstack/react-query';
import { LIVE_LIST_POLL_MS } from '@portal/shared';
import { useCustomerUUID } from '../../lib/account';
import { paymentMethodsQuery } from '../../lib/payment-means-queries';

/**
 * The saved cards of the selected account, read live: polled while shown
 * and fetched again on focus, so a change made elsewhere shows without a reload.
 */
export function usePaymentMethods({ live = true }: { live?: boolean } = {}) {
  return useQuery({
    ...paymentMethodsQuery(useCustomerUUID()),
    // The guards read it too, without polling: only a screen that shows the list keeps it live.
    // A failing call is not polled: the screen shows the error and its retry instead.
    refetchInterval: (query) => (live && query.state.status !== 'error' ? LIVE_LIST_POLL_MS : false),
    refetchOnWindowFocus: live ? 'always' : true,
    select: (data) => data.PaymentMethods,
  });
}
