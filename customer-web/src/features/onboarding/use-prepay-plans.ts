import { useQuery } from '@tanstack/react-query';
import { CACHE, contracts, SPID } from '@portal/shared';
import { queryOf } from '../../lib/api/query';

/** GET /v3/{spid}/prepay_mobile_plans (prepay and PAYG), kept a minute like every plan list. */
export function usePrepayPlans(enabled: boolean) {
  return useQuery({
    ...queryOf(contracts.mobileCatalogue.prepayPlans, { params: { spid: String(SPID) } }),
    staleTime: CACHE.planLists,
    enabled,
    select: (data) => data.PrepayAddons,
  });
}
