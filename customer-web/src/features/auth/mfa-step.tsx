import { Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { oneTimeCodeSchema, type MfaChallenge } from '@portal/shared';
import { ErrorBanner } from '../../components/error-banner';
import { CodeInput, Form, SubmitButton } from '../../components/form';
import { useStartMfa, useVerifyMfa } from './api';
import './i18n';

/**
 * Multi-factor verification of an account (POST and PUT /customers/{uuid}/mfa): the code went out when the
 * account was chosen (`challenge`); a new one can be asked for. The account opens once the code is right.
 */
export function MfaStep({
  customerUUID,
  challenge,
  onVerified,
  onCancel,
}: {
  customerUUID: string;
  challenge?: MfaChallenge;
  onVerified: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('auth');
  const start = useStartMfa();
  const verify = useVerifyMfa();
  const sent = start.data ?? challenge;

  return (
    <Form
      schema={oneTimeCodeSchema}
      defaultValues={{ code: '' }}
      onSubmit={async ({ code }) => {
        await verify.mutateAsync({ customerUUID, code });
        onVerified();
      }}
    >
      <Typography>{sent?.To ? t('mfa.lead', { to: sent.To }) : t('mfa.leadUnknown')}</Typography>
      {start.error && <ErrorBanner error={start.error} />}
      <CodeInput label={t('code.label')} autoFocus />
      <SubmitButton>{t('mfa.verify')}</SubmitButton>
      <Button variant="text" onClick={() => start.mutate(customerUUID)} loading={start.isPending}>
        {sent ? t('mfa.resend') : t('mfa.send')}
      </Button>
      <Button variant="text" onClick={onCancel}>
        {t('mfa.cancel')}
      </Button>
    </Form>
  );
}
