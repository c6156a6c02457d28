import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ApiRequestError,
  BILL_PAYMENT_REFRESH_MS,
  contracts,
  ERRORS,
  errorText,
  newIdempotencyKey,
} from '@portal/shared';
import { useRef } from 'react';
import { useCustomerUUID } from '../../lib/account';
import { apiCall } from '../../lib/api/client';
import { invalidateContract } from '../../lib/api/query';
import { loadPaymentProvider } from '../../lib/payment-provider';

export interface BillPayment {
  amountCents: number;
  productUUID: string;
  /** The saved card to charge; the default card when absent. */
  cardUUID?: string;
  /** Shows the card issuer's challenge and resolves whether the customer passed it. */
  challenge: () => Promise<boolean>;
}

/**
 * Pays the bill: completed at once, or a card that asks for the issuer's challenge is confirmed with the answer's
 * client secret. One idempotency key per payment: a try that got no answer is sent again with the same key, so it
 * is charged once; a declined one starts afresh. Three seconds after, the account is read again.
 */
export function usePayBill() {
  const customerUUID = useCustomerUUID();
  const queryClient = useQueryClient();
  const key = useRef<string | undefined>(undefined);
  return useMutation({
    mutationFn: async ({ amountCents, productUUID, cardUUID, challenge }: BillPayment) => {
      key.current ??= newIdempotencyKey();
      let answer;
      try {
        answer = await apiCall(contracts.invoices.pay, {
          params: { uuid: customerUUID ?? '' },
          body: {
            AmountCents: amountCents,
            ProductInstanceUUID: productUUID,
            ...(cardUUID ? { PaymentMethodID: cardUUID } : {}),
          },
          idempotencyKey: key.current,
        });
      } catch (error) {
        if (!(error instanceof ApiRequestError && error.noAnswer)) key.current = undefined;
        throw error;
      }
      key.current = undefined;
      if (answer.Status === 'completed') return;
      if (!answer.ClientSecret) throw new Error(ERRORS.no_card);
      const provider = await loadPaymentProvider();
      const result = await provider.confirmPayment(answer.ClientSecret, challenge);
      if (!result.ok) throw new Error(result.message || ERRORS.card_trouble);
    },
    onSuccess: () => {
      setTimeout(() => {
        void invalidateContract(queryClient, contracts.invoices.account);
        void invalidateContract(queryClient, contracts.invoices.list);
        void invalidateContract(queryClient, contracts.invoices.receipts);
        void invalidateContract(queryClient, contracts.invoices.charges);
      }, BILL_PAYMENT_REFRESH_MS);
    },
  });
}

/** A failed card payment reads as the card text, whatever the provider said. */
export const paymentProblem = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 402 ? ERRORS.card_trouble : errorText(error);
