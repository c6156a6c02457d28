import { useQuery } from '@tanstack/react-query';
import { contracts } from '@portal/shared';
import { queryOf } from '../../lib/api/query';

/** GET /customers/{uid}/billing-routes: the parent accounts that may pay for this one. */
export function useParentRoutes(customerUUID: string | undefined) {
  return useQuery({
    ...queryOf(contracts.billingRoutes.list, { params: { uid: customerUUID } }),
    select: (data) => data.Routes.filter((r) => r.RoutingType === 'parent'),
  });
}
