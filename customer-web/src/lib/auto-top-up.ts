import { useQuery } from '@tanstack/react-query';
import { contracts, LIVE_LIST_POLL_MS } from '@portal/shared';
import { queryOf } from './api/query';
import { useCustomerUUID } from './account';

/**
 * An account's auto top-up preference. What was read a moment ago (the sign-in's prefetch) is current enough, as for
 * the live lists: the dashboard that opens just after shows it instead of asking again.
 */
export const autoTopUpQuery = (customerUUID: string | null | undefined) => ({
  ...queryOf(contracts.prepay.getAutoTopUp, { params: { uuid: customerUUID } }),
  staleTime: LIVE_LIST_POLL_MS,
});

/**
 * The auto top-up preference, with the notice of a declined charge that turned it off. Only prepay services have
 * one, so screens that also serve postpay pass `enabled: false` for them.
 */
export function useAutoTopUp({ enabled = true }: { enabled?: boolean } = {}) {
  const uuid = useCustomerUUID();
  return useQuery({
    ...autoTopUpQuery(uuid),
    enabled: enabled && !!uuid,
  });
}
