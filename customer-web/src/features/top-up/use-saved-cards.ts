import { useQuery } from '@tanstack/react-query';
import { contracts, isCardUsable, sortCards } from '@portal/shared';
import { queryOf } from '../../lib/api/query';
import { useCustomerUUID } from '../../lib/account';
import { serverNow } from '../../lib/server-clock';

/** The cards a top-up can be charged to, the default first. */
export function useSavedCards() {
  return useQuery({
    ...queryOf(contracts.paymentMethods.list, { params: { uuid: useCustomerUUID() } }),
    select: (data) => sortCards(data.PaymentMethods.filter((c) => isCardUsable(c, serverNow()))),
  });
}
