import { Alert, Button, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { forgotPasswordSchema, resetPasswordSchema } from '@portal/shared';
import { ErrorBanner } from '../../components/error-banner';
import { EmailInput, Form, NewPasswordInputs, SubmitButton } from '../../components/form';
import { Page } from '../../components/page';
import { RedirectCountdown } from '../../components/redirect-countdown';
import { ApiRequestError } from '../../lib/api/errors';
import { useForgotPassword, useResetPassword } from './api';
import { BackToSignIn } from './back-to-sign-in';
import './i18n';

/** Asks for the emailed link. */
function RequestLink() {
  const { t } = useTranslation('access');
  const forgot = useForgotPassword();
  if (forgot.isSuccess) {
    return (
      <Alert severity="success" role="status">
        {t('forgotPass.sent', { email: forgot.variables.trim() })}
      </Alert>
    );
  }
  return (
    <Form
      schema={forgotPasswordSchema}
      defaultValues={{ email: '' }}
      onSubmit={({ email }) => forgot.mutateAsync(email)}
    >
      <Typography>{t('forgotPass.lead')}</Typography>
      <EmailInput label={t('fields.email')} autoFocus />
      <SubmitButton>{t('forgotPass.submit')}</SubmitButton>
    </Form>
  );
}

/** The page the emailed link opens: a new password under the password policy. */
function ResetPassword({ email, token }: { email: string; token: string }) {
  const { t } = useTranslation('access');
  const reset = useResetPassword();
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
  return (
    <Form
      schema={resetPasswordSchema}
      defaultValues={{ password: '', confirmPassword: '' }}
      onSubmit={({ password }) => reset.mutateAsync({ email, token, password })}
      renderError={(error) => (
        <>
          <ErrorBanner error={error} />
          {error instanceof ApiRequestError && error.code === 'link_invalid' && (
            <Link component={RouterLink} to="/forgot-pass">
              {t('forgotPass.newLink')}
            </Link>
          )}
        </>
      )}
    >
      <Typography>{t('forgotPass.resetLead', { email })}</Typography>
      <NewPasswordInputs />
      <SubmitButton>{t('forgotPass.save')}</SubmitButton>
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
