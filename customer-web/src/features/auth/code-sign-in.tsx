import { Alert, Button, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isOneTimeCode } from '@portal/shared';
import { Form } from '../../components/form';
import { EmailField } from '../../components/form-field';
import { SignInError } from '../../components/sign-in-error';
import { SubmitButton } from '../../components/submit-button';
import type { SignInOutcome } from '../../lib/session/complete-sign-in';
import { useCodeSignIn, useSendSignInCode } from './api';
import { OneTimeCodeField } from './one-time-code-field';
import { useRequired } from './use-required';
import './i18n';

/** Sign-in with a one-time code sent by email (POST /v2/{spid}/auth_check, without and then with the code). */
export function CodeSignIn({ onSignedIn }: { onSignedIn: (outcome: SignInOutcome) => void }) {
  const { t } = useTranslation('auth');
  const send = useSendSignInCode();
  const signIn = useCodeSignIn();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const required = useRequired(touched);
  const sentTo = send.isSuccess ? send.variables : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!sentTo) {
      if (email.trim()) send.mutate(email.trim());
    } else if (isOneTimeCode(code)) signIn.mutate({ email: sentTo, code }, { onSuccess: onSignedIn });
  };
  const changeEmail = (value: string) => {
    setEmail(value);
    // Another address needs its own code.
    if (sentTo) send.reset();
  };

  return (
    <Form onSubmit={submit}>
      <Typography>{t('code.lead')}</Typography>
      <SignInError error={send.error ?? signIn.error} />
      <EmailField
        label={t('signIn.email')}
        value={email}
        onValue={changeEmail}
        problem={required(email, t('signIn.email'))}
        autoFocus
      />
      {sentTo && (
        <>
          <Alert severity="info" role="status">
            {t('code.sent', { email: sentTo })}
          </Alert>
          <OneTimeCodeField value={code} onChange={setCode} touched={touched} autoFocus />
        </>
      )}
      <SubmitButton loading={send.isPending || signIn.isPending}>
        {sentTo ? t('signIn.submit') : t('code.send')}
      </SubmitButton>
      {sentTo && (
        <Button variant="text" onClick={() => send.mutate(sentTo)} disabled={send.isPending}>
          {t('code.resend')}
        </Button>
      )}
    </Form>
  );
}
