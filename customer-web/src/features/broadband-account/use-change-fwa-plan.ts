import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contracts, type PlanChangeMode } from '@portal/shared';
import { apiCall } from '../../lib/api/client';
import { invalidateContract } from '../../lib/api/query';
import { accountParam, useCustomerUUID } from '../../lib/account';

/** Changes a fixed-wireless service's plan, now or at the next period; the account's services are read again. */
export function useChangeFwaPlan(serviceUUID: string) {
  const queryClient = useQueryClient();
  const customerUUID = useCustomerUUID();
  return useMutation({
    mutationFn: (change: { planUUID: string; mode: PlanChangeMode }) =>
      apiCall(contracts.broadbandServices.fwaChangePlan, {
        body: {
          UUID: serviceUUID,
          CustomerUUID: accountParam(customerUUID),
          ProductAvailabilityUUID: change.planUUID,
          Mode: change.mode,
        },
      }),
    onSuccess: () => invalidateContract(queryClient, contracts.broadbandServices.fwaProducts),
  });
}
