import { useQuery } from '@tanstack/react-query';
import { contracts } from '@portal/shared';
import { queryOf } from '../../lib/api/query';
import { useCustomerUUID } from '../../lib/account';

/** A fresh setup intent each time the add-card screen opens (its client secret is used once). */
export function useSetupPaymentMethod() {
  return useQuery({
    ...queryOf(contracts.paymentMethods.setup, { params: { uuid: useCustomerUUID() } }),
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
