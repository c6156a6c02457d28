import { Alert, Button, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { customerDisplayName, errorText } from '@portal/shared';
import { Form } from '../../components/form';
import { FormField } from '../../components/form-field';
import { useAcceptInvitation } from './api';
import { useRequired } from './use-required';
import './i18n';

/** Accepts an access invitation by its code; the shared account then shows in the list above. */
export function InvitationForm({ initialCode = '' }: { initialCode?: string }) {
  const { t } = useTranslation('auth');
  const accept = useAcceptInvitation();
  const [code, setCode] = useState(initialCode);
  const [touched, setTouched] = useState(false);
  const required = useRequired(touched);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (code.trim()) accept.mutate(code);
  };

  return (
    <Form title={t('invitation.title')} onSubmit={submit} sx={{ mt: 4 }}>
      <Typography>{t('invitation.lead')}</Typography>
      {accept.error && (
        <Alert severity="error" role="alert">
          {errorText(accept.error)}
        </Alert>
      )}
      {accept.data && (
        <Alert severity="success" role="status">
          {t('invitation.accepted', {
            name: customerDisplayName(accept.data.FirstName, accept.data.LastName),
          })}
        </Alert>
      )}
      <FormField
        label={t('invitation.code')}
        name="invitation"
        value={code}
        onValue={setCode}
        problem={required(code, t('invitation.code'))}
        required
      />
      <Button type="submit" variant="outlined" loading={accept.isPending}>
        {t('invitation.accept')}
      </Button>
    </Form>
  );
}
