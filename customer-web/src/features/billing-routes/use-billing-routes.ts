import { useQuery } from '@tanstack/react-query';
import { contracts, LIVE_LIST_POLL_MS } from '@portal/shared';
import { queryOf } from '../../lib/api/query';
import { useCustomerUUID } from '../../lib/account';

/** Routes with CanInvite and CanRequest, kept current like a live watch (poll and focus). */
export function useBillingRoutes({ live = true }: { live?: boolean } = {}) {
  const uuid = useCustomerUUID();
  return useQuery({
    ...queryOf(contracts.billingRoutes.list, { params: { uid: uuid } }),
    // The guards read it too, without polling: only a screen that shows the list keeps it live.
    // A failing call is not polled: the screen shows the error and its retry instead.
    // What was read within the poll interval (the sign-in's own read, another screen's) is current enough: a screen
    // that opens just after shows it instead of asking again.
    staleTime: LIVE_LIST_POLL_MS,
    refetchInterval: (query) => (live && query.state.status !== 'error' ? LIVE_LIST_POLL_MS : false),
    refetchOnWindowFocus: live ? 'always' : true,
  });
}
