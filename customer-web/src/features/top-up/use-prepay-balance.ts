import { useQuery } from '@tanstack/react-query';
import { contracts } from '@portal/shared';
import { queryOf } from '../../lib/api/query';
import { useCustomerUUID } from '../../lib/account';

/** The current prepay service's credit and its expiry. */
export function usePrepayBalance(productUUID: string | undefined) {
  const uuid = useCustomerUUID();
  return useQuery(queryOf(contracts.prepay.balance, { params: { uuid, mobileUuid: productUUID } }));
}
