import { Alert, Button } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { maskEmail, reAuthCodeSchema, reAuthPasswordSchema } from '@portal/shared';
import { ErrorBanner } from '../../components/error-banner';
import { CodeInput, CurrentPasswordInput, Form, SubmitButton } from '../../components/form';
import {
  reAuthenticate,
  useHasPassword,
  useSendReAuthenticationCode,
} from '../../lib/session/re-authentication';
import { useSession } from '../../lib/session/use-session';
import './i18n';

/**
 * Shows a sensitive SIM action only after the customer proved it is them again: with the password or an emailed
 * code, as the customer chooses; a login without a password (a social login) is offered the code only.
 */
export function ReAuthGate({ children }: { children: ReactNode }) {
  const [proven, setProven] = useState(false);
  const [byCode, setByCode] = useState(false);
  const hasPassword = useHasPassword();
  if (proven) return <>{children}</>;
  return hasPassword && !byCode ? (
    <ByPassword onProven={() => setProven(true)} onUseCode={() => setByCode(true)} />
  ) : (
    <ByCode onProven={() => setProven(true)} />
  );
}

function ByPassword({ onProven, onUseCode }: { onProven: () => void; onUseCode: () => void }) {
  const { t } = useTranslation('sim-actions');
  const email = useSession().auth?.Email ?? '';
  return (
    <Form
      schema={reAuthPasswordSchema}
      defaultValues={{ password: '' }}
      onSubmit={async (values) => {
        await reAuthenticate(email, values);
        onProven();
      }}
    >
      <Alert severity="info">{t('reAuth.lead')}</Alert>
      <CurrentPasswordInput label={t('reAuth.password')} />
      <SubmitButton>{t('reAuth.submit')}</SubmitButton>
      <Button onClick={onUseCode}>{t('reAuth.useCode')}</Button>
    </Form>
  );
}

function ByCode({ onProven }: { onProven: () => void }) {
  const { t } = useTranslation('sim-actions');
  const send = useSendReAuthenticationCode();
  const email = useSession().auth?.Email ?? '';
  return (
    <Form
      schema={reAuthCodeSchema}
      defaultValues={{ code: '' }}
      onSubmit={async (values) => {
        await reAuthenticate(email, values);
        onProven();
      }}
    >
      <Alert severity="info">{t('reAuth.leadByCode')}</Alert>
      {send.error && <ErrorBanner error={send.error} />}
      {send.isSuccess && (
        <Alert severity="info" role="status">
          {t('reAuth.codeSent', { email: maskEmail(email) })}
        </Alert>
      )}
      <Button variant="outlined" onClick={() => send.mutate()} loading={send.isPending}>
        {t('reAuth.sendCode')}
      </Button>
      <CodeInput label={t('reAuth.code')} />
      <SubmitButton>{t('reAuth.submit')}</SubmitButton>
    </Form>
  );
}
