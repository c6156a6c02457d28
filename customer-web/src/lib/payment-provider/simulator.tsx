import { Alert, Stack } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { contracts, ERRORS, errorText, luhnValid, type SetupIntent } from '@portal/shared';
import { UncheckedForm as Form } from '../../components/unchecked-form';
import { FormField } from '../../components/form-field';
import { SubmitButton } from '../../components/submit-button';
import { apiCall } from '../api/client';
import { ChallengeDialog } from './challenge-dialog';
import type { PaymentProvider, SetupFormProps } from './types';
import './i18n';

/** "MM/YY" or "MM/YYYY" as month and full year; undefined when it is neither. */
export function parseExpiry(input: string): { month: number; year: number } | undefined {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input);
  if (!m) return undefined;
  const month = Number(m[1]);
  const year = m[2]?.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  return month >= 1 && month <= 12 ? { month, year } : undefined;
}

/** What a settled setup intent means for the form. */
const outcome = (intent: SetupIntent) =>
  intent.Status === 'succeeded'
    ? ({ ok: true } as const)
    : ({ ok: false, message: intent.LastError?.Message ?? ERRORS.card_trouble } as const);

/** The simulator's card form: number, expiry and CVC, confirmed through the mock API's provider. */
function SimulatorSetupForm({ clientSecret, onResult }: SetupFormProps) {
  const { t } = useTranslation('card-provider');
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [problems, setProblems] = useState<Partial<Record<'number' | 'expiry' | 'cvc', string>>>({});
  const [busy, setBusy] = useState(false);
  const [challenge, setChallenge] = useState(false);
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const exp = parseExpiry(expiry);
    const found = {
      ...(luhnValid(number) ? {} : { number: t('problems.number') }),
      ...(exp ? {} : { expiry: t('problems.expiry') }),
      ...(/^\d{3,4}$/.test(cvc.trim()) ? {} : { cvc: t('problems.cvc') }),
    };
    setProblems(found);
    setError(undefined);
    if (Object.keys(found).length || !exp) return;
    setBusy(true);
    try {
      const intent = await apiCall(contracts.paymentMethods.confirmSetup, {
        body: {
          ClientSecret: clientSecret,
          Card: { Number: number, ExpMonth: exp.month, ExpYear: exp.year, Cvc: cvc.trim() },
        },
      });
      if (intent.Status === 'requires_action') setChallenge(true);
      else onResult(outcome(intent));
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const answer = async (passed: boolean) => {
    setChallenge(false);
    setBusy(true);
    try {
      const intent = await apiCall(contracts.paymentMethods.authenticateSetup, {
        body: { ClientSecret: clientSecret, Outcome: passed ? 'pass' : 'fail' },
      });
      onResult(outcome(intent));
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Form onSubmit={(e) => void submit(e)}>
        <Alert severity="info">{t('simulatorHint')}</Alert>
        <FormField
          label={t('number')}
          name="cardnumber"
          autoComplete="cc-number"
          inputMode="numeric"
          value={number}
          onValue={setNumber}
          problem={problems.number}
          required
        />
        <Stack direction="row" spacing={2}>
          <FormField
            label={t('expiry')}
            name="exp-date"
            autoComplete="cc-exp"
            value={expiry}
            onValue={setExpiry}
            problem={problems.expiry}
            required
            fullWidth
          />
          <FormField
            label={t('cvc')}
            name="cvc"
            autoComplete="cc-csc"
            inputMode="numeric"
            value={cvc}
            onValue={setCvc}
            problem={problems.cvc}
            required
            fullWidth
          />
        </Stack>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <SubmitButton disabled={busy}>{busy ? t('saving') : t('save')}</SubmitButton>
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
};
