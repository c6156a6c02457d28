import { useQuery } from '@tanstack/react-query';
import { CACHE, contracts } from '@portal/shared';
import { queryOf } from '../../lib/api/query';
import { useCustomerUUID } from '../../lib/account';

/** What the account owes on its bill now and its billing cycles (an account with no postpay product has none: the API refuses with a 409, which is not tried again). */
export function useAccountBalance() {
  return useQuery({
    ...queryOf(contracts.invoices.account, { params: { uuid: useCustomerUUID() } }),
    staleTime: CACHE.records,
  });
}
