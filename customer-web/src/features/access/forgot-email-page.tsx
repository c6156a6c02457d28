import { Alert, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { forgotEmailSchema } from '@portal/shared';
import { Form, SubmitButton, TextInput } from '../../components/form';
import { Page } from '../../components/page';
import { useForgotEmail } from './api';
import { BackToSignIn } from './back-to-sign-in';
import './i18n';

/** forgot-email: by the account's mobile number, an SMS with the email address is sent. */
export function ForgotEmailPage() {
  const { t } = useTranslation('access');
  const forgot = useForgotEmail();
  return (
    <Page title={t('forgotEmail.title')}>
      {forgot.isSuccess ? (
        <Alert severity="success" role="status">
          {t('forgotEmail.sent', { number: forgot.variables.trim() })}
        </Alert>
      ) : (
        <Form
          schema={forgotEmailSchema}
          defaultValues={{ mobile: '' }}
          onSubmit={({ mobile }) => forgot.mutateAsync(mobile)}
        >
          <Typography>{t('forgotEmail.lead')}</Typography>
          <TextInput
            name="mobile"
            label={t('fields.mobile')}
            type="tel"
            autoComplete="tel"
            required
            autoFocus
          />
          <SubmitButton>{t('forgotEmail.submit')}</SubmitButton>
        </Form>
      )}
      <BackToSignIn />
    </Page>
  );
}
