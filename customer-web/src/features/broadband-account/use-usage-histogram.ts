import { useQuery } from '@tanstack/react-query';
import { CACHE, contracts, SPID, USAGE_INTERVAL_NANOS, type UsageRange } from '@portal/shared';
import { apiCall } from '../../lib/api/client';
import { accountParam, useCustomerUUID } from '../../lib/account';

/**
 * The daily megabytes of one broadband service over `range`. A failed histogram reads as no buckets, which the
 * usage views show as zeros.
 */
export function useUsageHistogram(
  service: { UUID: string; type: 'UFB' | 'mobileFWA' } | undefined,
  range: UsageRange,
) {
  const customerUUID = useCustomerUUID();
  return useQuery({
    queryKey: ['broadband-usage', customerUUID, service?.UUID, range.FirstNanos, range.FinalNanos],
    enabled: !!service && !!customerUUID,
    staleTime: CACHE.usage,
    retry: false,
    queryFn: async ({ signal }) => {
      try {
        const answer = await apiCall(contracts.mobileUsage.histogram, {
          params: { spid: String(SPID), kind: 'data' },
          body: {
            CustomerUUID: accountParam(customerUUID),
            ProductInstanceUUID: service?.UUID ?? '',
            ProductType: service?.type ?? 'UFB',
            Range: { FirstNanos: range.FirstNanos, FinalNanos: range.FinalNanos },
            IntervalNanos: USAGE_INTERVAL_NANOS,
          },
          signal,
        });
        return answer.result.Buckets;
      } catch {
        return [];
      }
    },
  });
}
