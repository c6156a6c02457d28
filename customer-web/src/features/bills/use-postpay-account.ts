import { useQuery } from '@tanstack/react-query';
import { contracts } from '@portal/shared';
import { useCustomerUUID } from '../../lib/account';
import { queryOf } from '../../lib/api/query';

/** The postpay account: what it owes and its current and next billing period. */
export function usePostpayAccount() {
  return useQuery({
    ...queryOf(contracts.invoices.account, { params: { uuid: useCustomerUUID() } }),
    retry: false,
  });
}
