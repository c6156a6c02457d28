import { Alert, Stack } from '@mui/material';
import { useState } from 'react';
import { serverNow } from '../server-clock';
import { useTranslation } from 'react-i18next';
import { cardDetailsSchema, contracts, ERRORS, errorText, type SetupIntent } from '@portal/shared';
import { Form, SubmitButton, TextInput } from '../../components/form';
import { apiCall } from '../api/client';
import { ChallengeDialog } from './challenge-dialog';
import { BNPL_PROVIDER_PAGE } from './bnpl-page-path';
import type { PaymentProvider, PaymentResult, SetupFormProps } from './types';
import './i18n';

/** What a settled setup intent means for the form. */
const outcome = (intent: SetupIntent) =>
  intent.Status === 'succeeded'
    ? ({ ok: true } as const)
    : ({ ok: false, message: intent.LastError?.Message ?? ERRORS.card_trouble } as const);

/** The simulator's card form: number, expiry and CVC, confirmed through the mock API's provider. */
function SimulatorSetupForm({ clientSecret, onResult }: SetupFormProps) {
  const { t } = useTranslation('card-provider');
  const [challenge, setChallenge] = useState(false);
  const [answering, setAnswering] = useState(false);
  const [error, setError] = useState<string>();
  // An expiry is judged by the backend's clock, the one that refuses the card.
  const [schema] = useState(() => cardDetailsSchema(serverNow()));

  const answer = async (passed: boolean) => {
    setChallenge(false);
    setAnswering(true);
    try {
      const intent = await apiCall(contracts.paymentMethods.authenticateSetup, {
        body: { ClientSecret: clientSecret, Outcome: passed ? 'pass' : 'fail' },
      });
      onResult(outcome(intent));
    } catch (e) {
      setError(errorText(e));
    } finally {
      setAnswering(false);
    }
  };

  return (
    <>
      <Form
        schema={schema}
        defaultValues={{ number: '', expiry: '', cvc: '' }}
        onSubmit={async (card) => {
          setError(undefined);
          const intent = await apiCall(contracts.paymentMethods.confirmSetup, {
            body: {
              ClientSecret: clientSecret,
              Card: { Number: card.number, ExpMonth: card.month, ExpYear: card.year, Cvc: card.cvc },
            },
          });
          if (intent.Status === 'requires_action') setChallenge(true);
          else onResult(outcome(intent));
        }}
      >
        <Alert severity="info">{t('simulatorHint')}</Alert>
        <TextInput name="number" label={t('number')} autoComplete="cc-number" inputMode="numeric" required />
        <Stack direction="row" spacing={2}>
          <TextInput name="expiry" label={t('expiry')} autoComplete="cc-exp" required fullWidth />
          <TextInput
            name="cvc"
            label={t('cvc')}
            autoComplete="cc-csc"
            inputMode="numeric"
            required
            fullWidth
          />
        </Stack>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <SubmitButton loading={answering}>{t('save')}</SubmitButton>
      </Form>
      <ChallengeDialog open={challenge} onAnswer={(passed) => void answer(passed)} />
    </>
  );
}

export const simulatorProvider: PaymentProvider = {
  name: 'simulator',
  SetupForm: SimulatorSetupForm,
  async confirmPayment(clientSecret, challenge) {
    const passed = await challenge();
    const intent = await apiCall(contracts.paymentMethods.authenticatePayment, {
      body: { ClientSecret: clientSecret, Outcome: passed ? 'pass' : 'fail' },
    });
    return intent.Status === 'succeeded'
      ? { ok: true }
      : { ok: false, message: intent.LastError?.Message ?? ERRORS.card_trouble };
  },
  leaveForBnpl(method, payment, returnUrl) {
    const query = new URLSearchParams({
      method,
      payment_intent: payment.intentUUID,
      payment_intent_client_secret: payment.clientSecret,
      return_url: returnUrl,
    });
    // A full page load, as a real provider's page is: the portal's state must survive it.
    window.location.assign(`${import.meta.env.BASE_URL}${BNPL_PROVIDER_PAGE}?${query.toString()}`);
    return new Promise<PaymentResult>(() => undefined);
  },
};
