import { useQuery } from '@tanstack/react-query';
import { CACHE, contractKey, contracts, DAY_INTERVAL_NANOS, type HistogramKind } from '@portal/shared';
import { apiCall } from '../../lib/api/client';

const contract = contracts.mobileUsage.histogram;

/**
 * A service's use per NZ day over a range (megabytes of data or seconds of calls). A failing call gives zero for
 * every day and no message, so the chart shows empty days rather than an error.
 */
export function useUsageHistogram(
  ids: { customerUUID: string | null; mobileUUID: string | undefined; productType: string | undefined },
  kind: HistogramKind,
  range: { firstMs: number; finalMs: number; days: number },
) {
  const { customerUUID, mobileUUID, productType } = ids;
  return useQuery({
    // A POST's body is not in a contract's key: the service and range are added to it.
    queryKey: [...contractKey(contract, { params: { kind } }), mobileUUID, range.firstMs, range.finalMs],
    queryFn: async ({ signal }) => {
      try {
        const answer = await apiCall(contract, {
          params: { kind },
          body: {
            CustomerUUID: customerUUID ?? '',
            ProductInstanceUUID: mobileUUID ?? '',
            ProductType: productType ?? '',
            Range: { FirstNanos: range.firstMs * 1e6, FinalNanos: range.finalMs * 1e6 },
            IntervalNanos: DAY_INTERVAL_NANOS,
          },
          signal,
        });
        return answer.result.Buckets;
      } catch {
        return Array.from({ length: range.days }, () => 0);
      }
    },
    enabled: Boolean(customerUUID && mobileUUID),
    staleTime: CACHE.usage,
  });
}
