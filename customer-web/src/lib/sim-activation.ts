import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACTIVATION, activationWaitOver, contracts } from '@portal/shared';
import { apiCall } from './api/client';
import { invalidateContract, queryOf } from './api/query';
import { useCustomerUUID } from './account';
import { pollWhileAnswering } from './api/poll';

/*
 * Following a SIM's activation, shared by the activation page and the onboarding: the SIM's metadata is polled
 * while the network works on it, until it answers or the portal's 250 s wait is over.
 */

/** GET /sim/metadata/{product}, polled every 2 s while the activation runs. */
export function useSimMetadata(productUUID: string | undefined) {
  return useQuery({
    ...queryOf(contracts.mobileActivation.simMetadata, { params: { product: productUUID } }),
    refetchInterval: pollWhileAnswering((query) => {
      const activation = query.state.data?.Activation;
      return activation?.State === 'activating' && !activationWaitOver(activation.ElapsedSeconds ?? 0)
        ? ACTIVATION.pollIntervalMs
        : false;
    }),
  });
}

/** POST /customer/{uuid}/service/{instance}/activate/{dry}; an activation started refreshes the SIM and products. */
export function useActivateService() {
  const customerUUID = useCustomerUUID() ?? '';
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productUUID, dry }: { productUUID: string; dry: boolean }) =>
      apiCall(contracts.mobileActivation.activateService, {
        params: {
          uuid: customerUUID,
          instance: productUUID,
          dry: dry ? 'true' : 'false',
        },
        body: {},
      }),
    onSuccess: async (_data, { dry }) => {
      if (dry) return;
      await invalidateContract(queryClient, contracts.mobileActivation.simMetadata);
      await invalidateContract(queryClient, contracts.mobileProducts.list);
    },
  });
}
