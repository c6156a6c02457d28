import { useQuery } from '@tanstack/react-query';
import { contracts, LIVE_LIST_POLL_MS } from '@portal/shared';
import { queryOf } from '../../lib/api/query';
import { useCustomerUUID } from '../../lib/account';
import { pollWhileAnswering } from '../../lib/api/poll';

/** One order by its number, kept live while shown. */
export function useShopOrder(orderNumber: string | undefined) {
  return useQuery({
    ...queryOf(contracts.shopOrders.get, { params: { uuid: useCustomerUUID(), orderNumber } }),
    refetchInterval: pollWhileAnswering(LIVE_LIST_POLL_MS),
  });
}
