import { Alert, Box } from '@mui/material';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ERRORS } from '@portal/shared';
import { UncheckedForm as Form } from '../../components/unchecked-form';
import { SubmitButton } from '../../components/submit-button';
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
    const [busy, setBusy] = useState(false);
    const [error, setError] = useState<string>();

    useEffect(() => {
      const els = loaded.elements({ clientSecret });
      const element = els.create('payment');
      if (mount.current) element.mount(mount.current);
      elements.current = els;
      return () => element.destroy();
    }, [clientSecret]);

    const submit = async (event: FormEvent) => {
      event.preventDefault();
      if (!elements.current) return;
      setBusy(true);
      setError(undefined);
      const result = await loaded.confirmSetup({ elements: elements.current, redirect: 'if_required' });
      setBusy(false);
      if (result.error) {
        setError(ERRORS.card_trouble);
        onResult({ ok: false, message: ERRORS.card_trouble });
      } else onResult({ ok: true });
    };

    return (
      <Form onSubmit={(e) => void submit(e)}>
        <Box ref={mount} aria-label={t('number')} />
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <SubmitButton disabled={busy}>{busy ? t('saving') : t('save')}</SubmitButton>
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
  };
}
