import { useMutation } from '@tanstack/react-query';
import { contracts, type ActivationType } from '@portal/shared';
import { apiCall } from '../../lib/api/client';

/** PUT /sim/v1/product-type/{dry}: how the SIM will bill; postpay runs the credit check (dry: the check only). */
export function useChangeProductType() {
  return useMutation({
    mutationFn: (input: { customerUUID: string; productUUID: string; type: ActivationType; dry: boolean }) =>
      apiCall(contracts.mobileActivation.changeProductType, {
        params: { dry: input.dry ? 'true' : 'false' },
        body: { CustomerUUID: input.customerUUID, ProductInstanceUUID: input.productUUID, Type: input.type },
      }),
  });
}
