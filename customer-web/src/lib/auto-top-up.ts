import { useQuery } from '@tanstack/react-query';
import { contracts } from '@portal/shared';
import { queryOf } from './api/query';
import { useCustomerUUID } from './account';

/**
 * The auto top-up preference, with the notice of a declined charge that turned it off. Only prepay services have
 * one, so screens that also serve postpay pass `enabled: false` for them.
 */
export function useAutoTopUp({ enabled = true }: { enabled?: boolean } = {}) {
  const uuid = useCustomerUUID();
  return useQuery({
    ...queryOf(contracts.prepay.getAutoTopUp, { params: { uuid } }),
    enabled: enabled && !!uuid,
  });
}
