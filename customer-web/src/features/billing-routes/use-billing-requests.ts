import { useQuery } from '@tanstack/react-query';
import { contracts, LIVE_LIST_POLL_MS } from '@portal/shared';
import { apiCall } from '../../lib/api/client';
import { billingRequestsKey, useCustomerUUID } from './keys';
import { accountParam } from '../../lib/account';

/** Invites sent and approvals waiting; with a link's token, only the approval of that token. */
export function useBillingRequests(approvalCode?: string) {
  const uuid = useCustomerUUID();
  return useQuery({
    queryKey: [...billingRequestsKey(uuid), approvalCode ?? null],
    queryFn: ({ signal }) =>
      apiCall(contracts.billingRoutes.requests, {
        params: { uid: accountParam(uuid) },
        query: approvalCode ? { ApprovalCode: approvalCode } : {},
        signal,
      }),
    enabled: !!uuid,
    refetchInterval: approvalCode ? false : LIVE_LIST_POLL_MS,
    refetchOnWindowFocus: approvalCode ? false : 'always',
  });
}
