import { useQuery } from '@tanstack/react-query';
import { CACHE, contracts, SPID, USAGE_INTERVAL_NANOS, type UsageRange } from '@portal/shared';
import { apiCall } from '../../lib/api/client';
import { queryOf } from '../../lib/api/query';
import { accountParam, useCustomerUUID } from '../../lib/account';

const contract = contracts.mobileUsage.histogram;

/**
 * The daily megabytes of one broadband service over `range`. A failed histogram reads as no buckets, which the
 * usage views show as zeros.
 */
export function useUsageHistogram(
  service: { UUID: string; type: 'UFB' | 'mobileFWA' } | undefined,
  range: UsageRange,
) {
  const customerUUID = useCustomerUUID();
  const input = {
    params: { spid: String(SPID), kind: 'data' as const },
    body: {
      CustomerUUID: accountParam(customerUUID),
      ProductInstanceUUID: service?.UUID ?? '',
      ProductType: service?.type ?? 'UFB',
      Range: { FirstNanos: range.FirstNanos, FinalNanos: range.FinalNanos },
      IntervalNanos: USAGE_INTERVAL_NANOS,
    },
  };
  const call = queryOf(contract, input);
  return useQuery({
    // A POST's body is not in a contract's key: the service and range are added to it.
    queryKey: [...call.queryKey, input.body],
    enabled: !!service && !!customerUUID,
    staleTime: CACHE.usage,
    retry: false,
    queryFn: ({ signal }) =>
      apiCall(contract, { ...input, signal }).then(
        (answer) => answer.result.Buckets,
        () => [],
      ),
  });
}
