import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contracts, ERRORS } from '@portal/shared';
import { apiCall } from '../../lib/api/client';
import { invalidateContract } from '../../lib/api/query';
import type { OnboardingState } from './onboarding-state';

/**
 * Starts the SIM on the chosen plan: POST /postpay/activation or /payg/activation; a prepay plan is bought with
 * the card (prepay_addon_initial) and the SIM then activated.
 */
export function useStartOnPlan(customerUUID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    onSuccess: async () => {
      await invalidateContract(queryClient, contracts.mobileActivation.simMetadata);
      await invalidateContract(queryClient, contracts.mobileProducts.list);
    },
    mutationFn: async (state: OnboardingState) => {
      const plan = state.plan;
      const productUUID = state.productUUID;
      if (!plan || !productUUID) throw new Error(ERRORS.addon_product_not_found);
      const body = {
        Subscribe: true,
        CustomerUUID: customerUUID,
        MobileProductUUID: productUUID,
        ProductAvailabilityUUID: plan.availabilityUUID,
        ProductCatalogUUID: plan.catalogueUUID,
        ...(state.payer === 'card' && state.paymentMethodID
          ? { PaymentMethodID: state.paymentMethodID, PaymentMethodType: 'card' }
          : {}),
      };
      if (state.billing === 'postpay') return apiCall(contracts.mobileActivation.postpayActivation, { body });
      if (state.billing === 'payg' || plan.cents === 0)
        return apiCall(contracts.mobileActivation.paygActivation, { body });
      const bought = await apiCall(contracts.mobilePurchases.prepayAddonInitial, {
        params: { uuid: customerUUID, product: productUUID, availability: plan.availabilityUUID },
        body: {
          AuthorizeOnly: false,
          Subscribe: true,
          PAYG: false,
          PaymentMethodGateway: 'stripe',
          ...(state.paymentMethodID
            ? { PaymentMethodID: state.paymentMethodID, PaymentMethodType: 'card' }
            : {}),
        },
      });
      // A card that asks for the issuer's challenge cannot be confirmed here: the customer picks another card.
      if (bought.Status !== 'completed') throw new Error(ERRORS.card_trouble);
      return apiCall(contracts.mobileActivation.activateService, {
        params: { uuid: customerUUID, instance: productUUID, dry: 'false' },
        body: {},
      });
    },
  });
}
