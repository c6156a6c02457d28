import { useQuery } from '@tanstack/react-query';
import { CACHE, contracts, SPID } from '@portal/shared';
import { queryOf } from '../../lib/api/query';

/** GET /v1/{spid}/postpay_mobile_plans, kept a minute like every plan list. */
export function usePostpayPlans(enabled: boolean) {
  return useQuery({
    ...queryOf(contracts.mobileCatalogue.postpayPlans, { params: { spid: String(SPID) } }),
    staleTime: CACHE.planLists,
    enabled,
    select: (data) => data.PostpayMobilePlans,
  });
}
