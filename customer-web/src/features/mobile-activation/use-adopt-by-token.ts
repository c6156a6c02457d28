import { useMutation } from '@tanstack/react-query';
import { contracts } from '@portal/shared';
import { apiCall } from '../../lib/api/client';

/** POST /v3/adopt_by_token: adopts the SIM of an activation link, or (Resend) texts the SIM a new one. */
export function useAdoptByToken() {
  return useMutation({
    mutationFn: (body: { CustomerUUID: string; Token: string; Resend?: boolean }) =>
      apiCall(contracts.mobileActivation.adoptByToken, { body }),
  });
}
