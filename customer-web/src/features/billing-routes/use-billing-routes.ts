import { useQuery } from '@tanstack/react-query';
import { contracts, LIVE_LIST_POLL_MS } from '@portal/shared';
import { apiCall } from '../../lib/api/client';
import { billingRoutesKey, useCustomerUUID } from './keys';
import { accountParam } from '../../lib/account';

/** Routes with CanInvite and CanRequest, kept current like the live watch of 000 §7 (poll and focus). */
export function useBillingRoutes({ live = true }: { live?: boolean } = {}) {
  const uuid = useCustomerUUID();
  return useQuery({
    queryKey: billingRoutesKey(uuid),
    queryFn: ({ signal }) =>
      apiCall(contracts.billingRoutes.list, { params: { uid: accountParam(uuid) }, signal }),
    enabled: !!uuid,
    // The guards read it too, without polling: only a screen that shows the list keeps it live.
    refetchInterval: live ? LIVE_LIST_POLL_MS : false,
    refetchOnWindowFocus: live ? 'always' : true,
  });
}
