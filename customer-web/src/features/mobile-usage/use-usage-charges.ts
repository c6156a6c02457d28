import { useQuery } from '@tanstack/react-query';
import { CACHE, contractKey, contracts } from '@portal/shared';
import { apiCall } from '../../lib/api/client';

export type ChargeSwitch = 'data' | 'mins' | 'txts' | 'pxts';
const contract = contracts.mobileUsage.charges;

/**
 * The charge records of a service in a range, newest first, of one kind or all. A failing call gives an empty list
 * and no message: the charges simply clear.
 */
export function useUsageCharges(
  customerUUID: string | null,
  mobileUUID: string | undefined,
  range: { fromMs: number; uptoMs: number },
  only: ChargeSwitch | undefined,
) {
  const on = (s: ChargeSwitch) => (only === undefined || only === s ? 'true' : 'false');
  const params = { uuid: customerUUID ?? '', mobileProductUuid: mobileUUID ?? '' };
  const query = {
    From: String(range.fromMs * 1e6),
    Upto: String(range.uptoMs * 1e6),
    data: on('data'),
    mins: on('mins'),
    txts: on('txts'),
    pxts: on('pxts'),
  } as const;
  return useQuery({
    queryKey: contractKey(contract, { params, query }),
    queryFn: async ({ signal }) => {
      try {
        return await apiCall(contract, { params, query, signal });
      } catch {
        return [];
      }
    },
    enabled: Boolean(customerUUID && mobileUUID),
    staleTime: CACHE.usage,
  });
}
