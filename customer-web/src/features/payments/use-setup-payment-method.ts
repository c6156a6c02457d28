import { useQuery } from '@tanstack/react-query';
import { contracts } from '@portal/shared';
import { apiCall } from '../../lib/api/client';
import { useSession } from '../../lib/session/use-session';
import { accountParam } from '../../lib/account';

/** A fresh setup intent each time the add-card screen opens (its client secret is used once). */
export function useSetupPaymentMethod() {
  const session = useSession();
  const customerUUID = session.status === 'signed-in' ? session.customerUUID : null;
  return useQuery({
    queryKey: ['setup-payment-method', customerUUID],
    queryFn: () => apiCall(contracts.paymentMethods.setup, { params: { uuid: accountParam(customerUUID) } }),
    enabled: !!customerUUID,
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
