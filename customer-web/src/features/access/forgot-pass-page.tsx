import { Alert, Button, Link, Stack, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { newPasswordError } from '@portal/shared';
import { ErrorBanner } from '../../components/error-banner';
import { UncheckedForm as Form } from '../../components/unchecked-form';
import { EmailField } from '../../components/form-field';
import { Page } from '../../components/page';
import { RedirectCountdown } from '../../components/redirect-countdown';
import { SubmitButton } from '../../components/submit-button';
import { ApiRequestError } from '../../lib/api/errors';
import { useForgotPassword, useResetPassword } from './api';
import { BackToSignIn } from './back-to-sign-in';
import { PasswordFields } from '../../components/password-fields';
import { useProblemText } from './problem-text';
import './i18n';

/** Asks for the emailed link. */
function RequestLink() {
  const { t } = useTranslation('access');
  const text = useProblemText();
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (email.trim()) forgot.mutate(email);
  };

  if (forgot.isSuccess) {
    return (
      <Alert severity="success" role="status">
        {t('forgotPass.sent', { email: forgot.variables.trim() })}
      </Alert>
    );
  }
  return (
    <Form onSubmit={submit}>
      <Typography>{t('forgotPass.lead')}</Typography>
      {forgot.error && <ErrorBanner error={forgot.error} />}
      <EmailField
        label={t('fields.email')}
        value={email}
        onValue={setEmail}
        problem={touched && !email.trim() && text('required', t('fields.email'))}
        autoFocus
      />
      <SubmitButton loading={forgot.isPending}>{t('forgotPass.submit')}</SubmitButton>
    </Form>
  );
}

/** The page the emailed link opens: a new password under the password policy. */
function ResetPassword({ email, token }: { email: string; token: string }) {
  const { t } = useTranslation('access');
  const text = useProblemText();
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState(false);
  const problem = touched ? (password ? newPasswordError(password, confirm) : 'required') : undefined;
  const mismatch = problem === 'password_mismatch';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (password && !newPasswordError(password, confirm)) reset.mutate({ email, token, password });
  };

  if (reset.isSuccess) {
    return (
      <Stack spacing={2}>
        <Alert severity="success" role="status">
          {t('forgotPass.done')}
        </Alert>
        <Button component={RouterLink} to="/sign-in" variant="contained" size="large">
          {t('verify.toSignIn')}
        </Button>
        <RedirectCountdown to="/sign-in" place={t('verify.toSignInPlace')} />
      </Stack>
    );
  }
  const linkDead = reset.error instanceof ApiRequestError && reset.error.code === 'link_invalid';
  return (
    <Form onSubmit={submit}>
      <Typography>{t('forgotPass.resetLead', { email })}</Typography>
      {reset.error && <ErrorBanner error={reset.error} />}
      {linkDead && (
        <Link component={RouterLink} to="/forgot-pass">
          {t('forgotPass.newLink')}
        </Link>
      )}
      <PasswordFields
        password={password}
        confirm={confirm}
        onPassword={setPassword}
        onConfirm={setConfirm}
        passwordError={mismatch ? undefined : text(problem, t('fields.newPassword'))}
        confirmError={mismatch ? text(problem, '') : undefined}
      />
      <SubmitButton loading={reset.isPending}>{t('forgotPass.save')}</SubmitButton>
    </Form>
  );
}

/** forgot-pass: without a token it asks for the emailed link; with one it sets the new password. */
export function ForgotPassPage() {
  const { t } = useTranslation('access');
  const [params] = useSearchParams();
  const token = params.get('token');
  const email = params.get('email');
  const resetting = !!token && !!email;
  return (
    <Page title={resetting ? t('forgotPass.resetTitle') : t('forgotPass.title')}>
      {resetting ? <ResetPassword email={email} token={token} /> : <RequestLink />}
      <BackToSignIn />
    </Page>
  );
}
