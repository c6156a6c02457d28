import { Box } from '@mui/material';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ERRORS, noFieldsSchema } from '@portal/shared';
import { Form, SubmitButton } from '../../components/form';
import type { PaymentProvider, SetupFormProps } from './types';
import './i18n';

/** Loads Stripe.js (from Stripe's servers); a failure is "Error by Stripe loading". */
export async function createStripeProvider(publishableKey: string): Promise<PaymentProvider> {
  let stripe: Stripe | null;
  try {
    const { loadStripe } = await import('@stripe/stripe-js');
    stripe = await loadStripe(publishableKey);
  } catch {
    stripe = null;
  }
  if (!stripe) throw new Error(ERRORS.card_provider_load);
  const loaded = stripe;

  /** Stripe Elements' payment form for a setup intent; Stripe runs any challenge itself. */
  function StripeSetupForm({ clientSecret, onResult }: SetupFormProps) {
    const { t } = useTranslation('card-provider');
    const mount = useRef<HTMLDivElement>(null);
    const elements = useRef<StripeElements | null>(null);
    useEffect(() => {
      const els = loaded.elements({ clientSecret });
      const element = els.create('payment');
      if (mount.current) element.mount(mount.current);
      elements.current = els;
      return () => element.destroy();
    }, [clientSecret]);

    // Stripe Elements checks its own fields; the form around them only sends.
    const submit = async () => {
      if (!elements.current) return;
      const result = await loaded.confirmSetup({ elements: elements.current, redirect: 'if_required' });
      if (!result.error) return onResult({ ok: true });
      onResult({ ok: false, message: ERRORS.card_trouble });
      throw new Error(ERRORS.card_trouble);
    };

    return (
      <Form schema={noFieldsSchema} defaultValues={{}} onSubmit={submit}>
        <Box ref={mount} aria-label={t('number')} />
        <SubmitButton>{t('save')}</SubmitButton>
      </Form>
    );
  }

  return {
    name: 'stripe',
    SetupForm: StripeSetupForm,
    async confirmPayment(clientSecret) {
      const result = await loaded.confirmCardPayment(clientSecret);
      return result.error ? { ok: false, message: ERRORS.card_trouble } : { ok: true };
    },
    async leaveForBnpl(method, payment, returnUrl) {
      const result =
        method === 'afterpay'
          ? await loaded.confirmAfterpayClearpayPayment(payment.clientSecret, { return_url: returnUrl })
          : await loaded.confirmKlarnaPayment(payment.clientSecret, { return_url: returnUrl });
      return result.error ? { ok: false, message: ERRORS.payment_failed } : { ok: true };
    },
  };
}
