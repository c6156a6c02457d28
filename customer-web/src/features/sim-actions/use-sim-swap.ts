import { useMutation } from '@tanstack/react-query';
import { contracts } from '@portal/shared';
import { apiCall } from '../../lib/api/client';
import { useReplaceMobileProduct, type SimTarget } from './sim-target';

/** POST /sim/swap: moves the service to a pre-activated SIM of the account. */
export function useSimSwap(target: SimTarget) {
  const replace = useReplaceMobileProduct();
  return useMutation({
    mutationFn: (simId: string) =>
      apiCall(contracts.sim.swap, {
        body: { CustomerUUID: target.customerUUID, ProductInstanceUUID: target.product.UUID, SIMID: simId },
      }),
    onSuccess: replace,
  });
}
