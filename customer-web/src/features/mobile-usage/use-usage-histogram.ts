import { useQuery } from '@tanstack/react-query';
import { CACHE, contracts, DAY_INTERVAL_NANOS, type HistogramKind } from '@portal/shared';
import { apiCall } from '../../lib/api/client';
import { queryOf } from '../../lib/api/query';

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
  const input = {
    params: { kind },
    body: {
      CustomerUUID: customerUUID ?? '',
      ProductInstanceUUID: mobileUUID ?? '',
      ProductType: productType ?? '',
      Range: { FirstNanos: range.firstMs * 1e6, FinalNanos: range.finalMs * 1e6 },
      IntervalNanos: DAY_INTERVAL_NANOS,
    },
  };
  const call = queryOf(contract, input);
  return useQuery({
    // A POST's body is not in a contract's key: the service and range are added to it.
    queryKey: [...call.queryKey, input.body],
    queryFn: ({ signal }) =>
      apiCall(contract, { ...input, signal }).then(
        (answer) => answer.result.Buckets,
        () => Array.from({ length: range.days }, () => 0),
      ),
    enabled: Boolean(customerUUID && mobileUUID),
    staleTime: CACHE.usage,
  });
}
