import { useQuery } from '@tanstack/react-query';
import { useCustomerUUID } from '../../lib/account';
import { fibreProductsQuery } from '../../lib/broadband-service-queries';

/** The account's fibre products with the state mapping's status. */
export function useFibreProducts() {
  return useQuery({
    ...fibreProductsQuery(useCustomerUUID()),
    select: (data) => data.UFBProducts,
  });
}
