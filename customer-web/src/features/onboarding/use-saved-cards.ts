import { useQuery } from '@tanstack/react-query';
import { contracts } from '@portal/shared';
import { queryOf } from '../../lib/api/query';

/** GET /customer/{uuid}/payment-methods: the cards a SIM's plan can be paid with. */
export function useSavedCards(customerUUID: string | undefined) {
  return useQuery({
    ...queryOf(contracts.paymentMethods.list, { params: { uuid: customerUUID } }),
    select: (data) => data.PaymentMethods,
  });
}
