import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { contractKey, contracts } from '@portal/shared';
import { apiCall } from '../../lib/api/client';
import { latestWins } from './latest-wins';

/** POST /sim/daily-roaming/auto-active, queued so the last choice wins. */
export function useSaveAutoRoaming(customerUUID: string, mobileUUID: string) {
  const queryClient = useQueryClient();
  const [write] = useState(() =>
    latestWins((AutoActive: boolean) =>
      apiCall(contracts.sim.setAutoRoaming, {
        body: { CustomerUUID: customerUUID, MobileUUID: mobileUUID, AutoActive },
      }),
    ),
  );
  return useMutation({
    mutationFn: write,
    onSuccess: (answer) =>
      queryClient.setQueryData(
        contractKey(contracts.sim.getAutoRoaming, { params: { customer: customerUUID, mobile: mobileUUID } }),
        answer,
      ),
  });
}
