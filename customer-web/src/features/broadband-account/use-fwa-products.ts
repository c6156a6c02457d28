import { useQuery } from '@tanstack/react-query';
import { useCustomerUUID } from '../../lib/account';
import { fwaProductsQuery } from '../../lib/broadband-service-queries';

/** The account's fixed-wireless services: one for each fixed-wireless order that has completed. */
export function useFwaProducts() {
  return useQuery({
    ...fwaProductsQuery(useCustomerUUID()),
    select: (data) => data.FWAProducts,
  });
}
