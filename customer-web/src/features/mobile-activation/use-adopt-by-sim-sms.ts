import { useMutation } from '@tanstack/react-query';
import { contracts } from '@portal/shared';
import { apiCall } from '../../lib/api/client';

/** POST /v3/adopt_by_sim_sms: as adopt_by_sms, naming the SIM by its SIM ID. */
export function useAdoptBySimSms() {
  return useMutation({
    mutationFn: (body: { CustomerUUID: string; SIMID: string; Code?: string; AdoptionUUID?: string }) =>
      apiCall(contracts.mobileActivation.adoptBySimSms, { body }),
  });
}
