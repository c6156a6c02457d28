import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contracts, type ActivationType } from '@portal/shared';
import { apiCall } from '../../lib/api/client';
import { invalidateContract } from '../../lib/api/query';

/** PUT /sim/v1/product-type/{dry}: how the SIM will bill; postpay runs the credit check (dry: the check only). */
export function useChangeProductType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { customerUUID: string; productUUID: string; type: ActivationType; dry: boolean }) =>
      apiCall(contracts.mobileActivation.changeProductType, {
        params: { dry: input.dry ? 'true' : 'false' },
        body: { CustomerUUID: input.customerUUID, ProductInstanceUUID: input.productUUID, Type: input.type },
      }),
    // A real change of billing type refreshes the product, so every screen shows how the SIM now bills.
    onSuccess: async (_answer, input) => {
      if (!input.dry) await invalidateContract(queryClient, contracts.mobileProducts.list);
    },
  });
}
