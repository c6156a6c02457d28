import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { maskEmail } from '@portal/shared';
import { ErrorBanner } from '../../components/error-banner';
import { CodeInput } from '../../components/form';
import { useSession } from '../../lib/session/use-session';
import { useSendReAuthenticationCode } from './use-set-rewards-number';
import './i18n';

/**
 * For a login without a password: a button that emails a one-time code to the login's address (masked when it says
 * so), and the field to type it in.
 */
export function EmailedCodeInputs({ fallbackEmail = '' }: { fallbackEmail?: string }) {
  const { t } = useTranslation('profile');
  const send = useSendReAuthenticationCode();
  const email = useSession().auth?.Email ?? fallbackEmail;
  return (
    <>
      {send.error && <ErrorBanner error={send.error} />}
      {send.isSuccess && (
        <Alert severity="info" role="status">
          {t('rewards.codeSent', { email: maskEmail(email) })}
        </Alert>
      )}
      <Button variant="outlined" onClick={() => send.mutate()} loading={send.isPending}>
        {t('rewards.sendCode')}
      </Button>
      <CodeInput label={t('rewards.code')} />
    </>
  );
}
