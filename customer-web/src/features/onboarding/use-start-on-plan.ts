import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contracts, ERRORS, newIdempotencyKey } from '@portal/shared';
import { apiCall } from '../../lib/api/client';
import { invalidateContract } from '../../lib/api/query';
import { loadPaymentProvider } from '../../lib/payment-provider';
import type { OnboardingState } from './onboarding-state';

/**
 * Starts the SIM on the chosen plan: POST /postpay/activation or /payg/activation; a prepay plan is bought with
 * the card (prepay_addon_initial), with the issuer's challenge when the card asks for it, and the SIM then
 * activated.
 */
export function useStartOnPlan(customerUUID: string, challenge: () => Promise<boolean>) {
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
      // One key for the purchase: sent again after the issuer's challenge, it completes the same payment.
      const key = newIdempotencyKey();
      const buy = () =>
        apiCall(contracts.mobilePurchases.prepayAddonInitial, {
          params: { uuid: customerUUID, product: productUUID, availability: plan.availabilityUUID },
          body: {
            AuthorizeOnly: false,
            Subscribe: true,
            PAYG: false,
            PaymentMethodGateway: 'stripe',
            ...(state.paymentMethodID
              ? { PaymentMethodID: state.paymentMethodID, PaymentMethodType: 'card' }
              : {}),
            IdempotencyKey: key,
          },
        });
      let bought = await buy();
      if (bought.Status === 'pending_payment' && bought.ClientSecret) {
        const provider = await loadPaymentProvider();
        const confirmed = await provider.confirmPayment(bought.ClientSecret, challenge);
        if (!confirmed.ok) throw new Error(confirmed.message);
        bought = await buy();
      }
      if (bought.Status !== 'completed') throw new Error(ERRORS.card_trouble);
      return apiCall(contracts.mobileActivation.activateService, {
        params: { uuid: customerUUID, instance: productUUID, dry: 'false' },
        body: {},
      });
    },
  });
}
