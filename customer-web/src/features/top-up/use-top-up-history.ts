import { useQuery } from '@tanstack/react-query';
import { contracts } from '@portal/shared';
import { queryOf } from '../../lib/api/query';
import { useCustomerUUID } from '../../lib/account';

/** Credit added to the account, newest first. */
export function useTopUpHistory() {
  const uuid = useCustomerUUID();
  return useQuery({ ...queryOf(contracts.prepay.history, { params: { uuid } }), select: (d) => d.TopUps });
}
