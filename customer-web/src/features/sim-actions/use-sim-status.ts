import { useQuery } from '@tanstack/react-query';
import { contracts } from '@portal/shared';
import { apiCall } from '../../lib/api/client';
import type { SimTarget } from './sim-target';

const simBody = (target: SimTarget) => ({
  CustomerUUID: target.customerUUID,
  ProductInstanceUUID: target.product.UUID,
  Type: target.type,
});

/** POST /sim/status: the SIM's number, IDs, enabled flag and PUK. */
export function useSimStatus(target: SimTarget) {
  return useQuery({
    queryKey: ['sim.status', target.product.UUID],
    queryFn: () => apiCall(contracts.sim.status, { body: simBody(target) }),
    retry: false,
  });
}

export { simBody };
