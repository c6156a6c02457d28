import { useQuery } from '@tanstack/react-query';
import { contracts, LIVE_LIST_POLL_MS } from '@portal/shared';
import { queryOf } from '../../lib/api/query';
import { useCustomerUUID } from '../../lib/account';
import { pollWhileAnswering } from '../../lib/api/poll';

/** The account's ports, newest first; polled while one of them is running. */
export function usePorts() {
  const uuid = useCustomerUUID();
  return useQuery({
    ...queryOf(contracts.numberPorting.list, { params: { uuid } }),
    refetchInterval: pollWhileAnswering((query) =>
      query.state.data?.Ports.some((p) => p.Running) ? LIVE_LIST_POLL_MS : false,
    ),
  });
}
