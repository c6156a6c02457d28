import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contracts } from '@portal/shared';
import { apiCall } from '../../lib/api/client';
import type { SimTarget } from './sim-target';
import { simBody } from './use-sim-status';

/** POST /sim/enable or /sim/disable: turns the SIM on or off; the SIM details follow. */
export function useSimToggle(target: SimTarget, enable: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiCall(enable ? contracts.sim.enable : contracts.sim.disable, { body: simBody(target) }),
    onSuccess: (status) => queryClient.setQueryData(['sim.status', target.product.UUID], status),
  });
}
