import { useQuery } from '@tanstack/react-query';
import { contracts, LIVE_LIST_POLL_MS } from '@portal/shared';
import { apiCall } from '../../lib/api/client';
import { useSession } from '../../lib/session/use-session';
import { accountParam } from '../../lib/account';

export const paymentMethodsKey = (customerUUID: string | null | undefined) => [
  'payment-methods',
  customerUUID,
];

/**
 * The saved cards of the selected account, read live (000 §7 "payment_methods collection"): polled while shown
 * and fetched again on focus, so a change made elsewhere shows without a reload.
 */
export function usePaymentMethods({ live = true }: { live?: boolean } = {}) {
  const session = useSession();
  const customerUUID = session.status === 'signed-in' ? session.customerUUID : null;
  return useQuery({
    queryKey: paymentMethodsKey(customerUUID),
    queryFn: ({ signal }) =>
      apiCall(contracts.paymentMethods.list, { params: { uuid: accountParam(customerUUID) }, signal }),
    enabled: !!customerUUID,
    // The guards read it too, without polling: only a screen that shows the list keeps it live.
    refetchInterval: live ? LIVE_LIST_POLL_MS : false,
    refetchOnWindowFocus: live ? 'always' : true,
    select: (data) => data.PaymentMethods,
  });
}
