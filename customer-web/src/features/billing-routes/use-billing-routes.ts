import { useQuery } from '@tanstack/react-query';
import { LIVE_LIST_POLL_MS } from '@portal/shared';
import { useCustomerUUID } from '../../lib/account';
import { billingRoutesQuery } from '../../lib/payment-means-queries';

/** Routes with CanInvite and CanRequest, kept current like a live watch (poll and focus). */
export function useBillingRoutes({ live = true }: { live?: boolean } = {}) {
  return useQuery({
    ...billingRoutesQuery(useCustomerUUID()),
    // The guards read it too, without polling: only a screen that shows the list keeps it live.
    // A failing call is not polled: the screen shows the error and its retry instead.
    refetchInterval: (query) => (live && query.state.status !== 'error' ? LIVE_LIST_POLL_MS : false),
    refetchOnWindowFocus: live ? 'always' : true,
  });
}
