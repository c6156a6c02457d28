import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contracts } from '@portal/shared';
import { apiCall } from '../../lib/api/client';
import { invalidateContract } from '../../lib/api/query';
import { useReplaceMobileProduct, type SimTarget } from './sim-target';

/** POST /sim/v1/msisdn: the service takes the chosen free number; every screen shows it at once. */
export function useChangeNumber(target: SimTarget) {
  const replace = useReplaceMobileProduct();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (msisdn: string) =>
      apiCall(contracts.sim.changeNumber, {
        body: { CustomerUUID: target.customerUUID, MobileUUID: target.product.UUID, MSISDN: msisdn },
      }),
    onSuccess: (product) => {
      replace(product);
      void invalidateContract(queryClient, contracts.sim.searchNumbers);
    },
  });
}
