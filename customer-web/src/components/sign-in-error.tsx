import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { errorText } from '@portal/shared';
import { ApiRequestError } from '../lib/api/errors';
import { CONSOLE_LOGIN } from '../lib/session/complete-sign-in';

/** The error of a sign-in attempt, with the friendly text for a provider-console login. Nothing without one. */
export function SignInError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  const consoleLogin = error instanceof ApiRequestError && error.code === CONSOLE_LOGIN;
  return (
    <Alert severity="error" role="alert">
      {consoleLogin ? t('errors.consoleLogin') : errorText(error)}
    </Alert>
  );
}
