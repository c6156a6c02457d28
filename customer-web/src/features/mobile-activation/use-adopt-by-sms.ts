import { useMutation } from '@tanstack/react-query';
import { contracts } from '@portal/shared';
import { apiCall } from '../../lib/api/client';

/** POST /v3/adopt_by_sms: without a code texts one to the number; with it adopts the SIM. */
export function useAdoptBySms() {
  return useMutation({
    mutationFn: (body: { CustomerUUID: string; MSISDN: string; Code?: string; AdoptionUUID?: string }) =>
      apiCall(contracts.mobileActivation.adoptBySms, { body }),
  });
}
