import { Alert, Button, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, isOneTimeCode, type MfaChallenge } from '@portal/shared';
import { Form } from '../../components/form';
import { SubmitButton } from '../../components/submit-button';
import { useStartMfa, useVerifyMfa } from './api';
import { OneTimeCodeField } from './one-time-code-field';
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
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const sent = start.data ?? challenge;
  const error = start.error ?? verify.error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (isOneTimeCode(code)) verify.mutate({ customerUUID, code }, { onSuccess: onVerified });
  };

  return (
    <Form onSubmit={submit}>
      <Typography>{sent?.To ? t('mfa.lead', { to: sent.To }) : t('mfa.leadUnknown')}</Typography>
      {error && (
        <Alert severity="error" role="alert">
          {errorText(error)}
        </Alert>
      )}
      <OneTimeCodeField value={code} onChange={setCode} touched={touched} autoFocus />
      <SubmitButton loading={verify.isPending}>{t('mfa.verify')}</SubmitButton>
      <Button variant="text" onClick={() => start.mutate(customerUUID)} loading={start.isPending}>
        {sent ? t('mfa.resend') : t('mfa.send')}
      </Button>
      <Button variant="text" onClick={onCancel}>
        {t('mfa.cancel')}
      </Button>
    </Form>
  );
}
