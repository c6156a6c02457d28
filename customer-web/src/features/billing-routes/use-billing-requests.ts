import { useQuery } from '@tanstack/react-query';
import { contracts, LIVE_LIST_POLL_MS } from '@portal/shared';
import { queryOf } from '../../lib/api/query';
import { useCustomerUUID } from '../../lib/account';
import { pollWhileAnswering } from '../../lib/api/poll';

/** Invites sent and approvals waiting; with a link's token, only the approval of that token. */
export function useBillingRequests(approvalCode?: string) {
  const uuid = useCustomerUUID();
  return useQuery({
    ...queryOf(contracts.billingRoutes.requests, {
      params: { uid: uuid },
      query: approvalCode ? { ApprovalCode: approvalCode } : {},
    }),
    refetchInterval: pollWhileAnswering(approvalCode ? false : LIVE_LIST_POLL_MS),
    refetchOnWindowFocus: approvalCode ? false : 'always',
  });
}
