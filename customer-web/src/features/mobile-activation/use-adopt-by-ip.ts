import { useMutation } from '@tanstack/react-query';
import { contracts } from '@portal/shared';
import { apiCall } from '../../lib/api/client';

/** POST /v3/adopt_by_ip: adopts the SIM whose mobile data connection the page is using. */
export function useAdoptByIp() {
  return useMutation({
    mutationFn: (body: { CustomerUUID: string }) => apiCall(contracts.mobileActivation.adoptByIp, { body }),
  });
}
