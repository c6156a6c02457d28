import { useQuery } from '@tanstack/react-query';
import { contracts } from '@portal/shared';
import { apiCall } from '../../lib/api/client';
import { queryOf } from '../../lib/api/query';
import type { SimTarget } from './sim-target';

const simBody = (target: SimTarget) => ({
  CustomerUUID: target.customerUUID,
  ProductInstanceUUID: target.product.UUID,
  Type: target.type,
});

/** POST /sim/status: the SIM's number, IDs, enabled flag and PUK. */
export function useSimStatus(target: SimTarget) {
  const body = simBody(target);
  const call = queryOf(contracts.sim.status, { body });
  return useQuery({
    // A POST's body is not in a contract's key: the service is added to it.
    queryKey: [...call.queryKey, body],
    queryFn: ({ signal }) => apiCall(contracts.sim.status, { body, signal }),
    retry: false,
  });
}

export { simBody };
