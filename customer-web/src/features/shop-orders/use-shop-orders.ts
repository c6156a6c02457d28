import { useQuery } from '@tanstack/react-query';
import { contracts, LIVE_LIST_POLL_MS } from '@portal/shared';
import { queryOf } from '../../lib/api/query';
import { useCustomerUUID } from '../../lib/account';
import { pollWhileAnswering } from '../../lib/api/poll';

/** The account's orders, kept live while shown: an operator's note or a step of the order shows without a reload. */
export function useShopOrders() {
  return useQuery({
    ...queryOf(contracts.shopOrders.list, { params: { uuid: useCustomerUUID() } }),
    refetchInterval: pollWhileAnswering(LIVE_LIST_POLL_MS),
    select: (data) => data.Orders,
  });
}
