import { useQuery } from '@tanstack/react-query';
import { contracts, isCardUsable, sortCards } from '@portal/shared';
import { queryOf } from './api/query';
import { useCustomerUUID } from './account';
import { serverNow } from './server-clock';

/** The cards a payment (a top-up, a bill) can be charged to: usable ones, the default first. */
export function useSavedCards() {
  return useQuery({
    ...queryOf(contracts.paymentMethods.list, { params: { uuid: useCustomerUUID() } }),
    select: (data) => sortCards(data.PaymentMethods.filter((c) => isCardUsable(c, serverNow()))),
  });
}
