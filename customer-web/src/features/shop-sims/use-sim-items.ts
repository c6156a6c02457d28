import { useQuery } from '@tanstack/react-query';
import { contracts } from '@portal/shared';
import { queryOf } from '../../lib/api/query';

/** GET /eshop/v3/sim_items: the eSIM, the SIM card and the fixed-wireless SIM. */
export const useSimItems = () =>
  useQuery({ ...queryOf(contracts.shopCatalogue.simItems, { anonymous: true }), staleTime: Infinity });
