import { useQuery } from '@tanstack/react-query';
import { contracts } from '@portal/shared';
import { queryOf } from '../../lib/api/query';

/** The customer's cards that can still pay (a card the provider marked invalid cannot), the default first. */
export function useSavedCards(customerUUID: string | null) {
  const query = useQuery(queryOf(contracts.paymentMethods.list, { params: { uuid: customerUUID } }));
  const cards = (query.data?.PaymentMethods ?? []).filter((c) => !c.Invalid).sort((a, b) => a.Rank - b.Rank);
  return { cards, isPending: !!customerUUID && query.isPending, error: query.error };
}
