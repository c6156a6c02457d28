import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { contractKey, contracts, type SimSettings } from '@portal/shared';
import { apiCall } from '../../lib/api/client';
import { latestWins } from './latest-wins';

/** PUT /sim/v1/settings, queued so the customer's last choice is the one stored. */
export function useSaveSimSettings(customerUUID: string, mobileUUID: string) {
  const queryClient = useQueryClient();
  const ids = { CustomerUUID: customerUUID, MobileUUID: mobileUUID };
  const [write] = useState(() =>
    latestWins((Settings: SimSettings) => apiCall(contracts.sim.putSettings, { body: { ...ids, Settings } })),
  );
  return useMutation({
    mutationFn: write,
    onSuccess: (answer) =>
      queryClient.setQueryData(contractKey(contracts.sim.getSettings, { params: {}, query: ids }), answer),
  });
}
