import { useMutation } from '@tanstack/react-query';
import { contracts } from '@portal/shared';
import { apiCall } from '../../lib/api/client';

/** A dry activation with AuthorizeOnly: the bank authorises the card for the monthly plan, charging nothing. */
export function useAuthoriseCard() {
  return useMutation({
    mutationFn: (input: { customerUUID: string; productUUID: string; paymentMethodID: string }) =>
      apiCall(contracts.mobileActivation.activateService, {
        params: { uuid: input.customerUUID, instance: input.productUUID, dry: 'true' },
        body: {
          AuthorizeOnly: true,
          PaymentMethodID: input.paymentMethodID,
          PaymentMethodType: 'card',
          PaymentMethodGateway: 'stripe',
        },
      }),
  });
}
