import { Alert, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { customerDisplayName, invitationSchema } from '@portal/shared';
import { Form, TextInput } from '../../components/form';
import { useAcceptInvitation } from './api';
import './i18n';

/** Accepts an access invitation by its code; the shared account then shows in the list above. */
export function InvitationForm({ initialCode = '' }: { initialCode?: string }) {
  const { t } = useTranslation('auth');
  const accept = useAcceptInvitation();
  return (
    <Form
      title={t('invitation.title')}
      schema={invitationSchema}
      defaultValues={{ code: initialCode }}
      onSubmit={({ code }) => accept.mutateAsync(code)}
      sx={{ mt: 4 }}
    >
      <Typography>{t('invitation.lead')}</Typography>
      {accept.data && (
        <Alert severity="success" role="status">
          {t('invitation.accepted', {
            name: customerDisplayName(accept.data.FirstName, accept.data.LastName),
          })}
        </Alert>
      )}
      <TextInput label={t('invitation.code')} name="code" required />
      <Button type="submit" variant="outlined" loading={accept.isPending}>
        {t('invitation.accept')}
      </Button>
    </Form>
  );
}
