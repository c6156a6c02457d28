import { Alert, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { codeSignInSchema } from '@portal/shared';
import { CodeInput, EmailInput, Form, SubmitButton } from '../../components/form';
import { SignInError } from '../../components/sign-in-error';
import type { SignInOutcome } from '../../lib/session/complete-sign-in';
import { useCodeSignIn, useSendSignInCode } from './api';
import './i18n';

/** Sign-in with a one-time code sent by email (POST /v2/{spid}/auth_check, without and then with the code). */
export function CodeSignIn({ onSignedIn }: { onSignedIn: (outcome: SignInOutcome) => void }) {
  const { t } = useTranslation('auth');
  const send = useSendSignInCode();
  const signIn = useCodeSignIn();
  const resend = useSendSignInCode();
  const sentTo = send.isSuccess ? send.variables : undefined;

  return (
    <Form
      schema={codeSignInSchema(!!sentTo)}
      defaultValues={{ email: '', code: '' }}
      onSubmit={async ({ email, code }) => {
        if (sentTo) onSignedIn(await signIn.mutateAsync({ email: sentTo, code }));
        else await send.mutateAsync(email.trim());
      }}
      renderError={(error) => <SignInError error={error} />}
    >
      <Typography>{t('code.lead')}</Typography>
      <SignInError error={resend.error} />
      <EmailInput
        label={t('signIn.email')}
        autoFocus
        // Another address needs its own code.
        onValue={() => sentTo && send.reset()}
      />
      {sentTo && (
        <>
          <Alert severity="info" role="status">
            {t('code.sent', { email: sentTo })}
          </Alert>
          <CodeInput label={t('code.label')} autoFocus />
        </>
      )}
      <SubmitButton>{sentTo ? t('signIn.submit') : t('code.send')}</SubmitButton>
      {sentTo && (
        <Button variant="text" onClick={() => resend.mutate(sentTo)} disabled={resend.isPending}>
          {t('code.resend')}
        </Button>
      )}
    </Form>
  );
}
