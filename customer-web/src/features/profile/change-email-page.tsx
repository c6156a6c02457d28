import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { changeEmailSchema } from '@portal/shared';
import { CurrentPasswordInput, Form, SubmitButton, TextInput } from '../../components/form';
import { Page } from '../../components/page';
import { useCurrentCustomer } from '../../lib/account';
import { BackToPersonalData } from './back-link';
import { useChangeEmail } from './use-change-email';
import './i18n';

/** personal-data/change-email: the new email twice and the current password. */
export function ChangeEmailPage() {
  const { t } = useTranslation('profile');
  const { customer } = useCurrentCustomer();
  const change = useChangeEmail();
  const current = customer?.Email ?? '';
  return (
    <Page title={t('changeEmail.title')}>
      {change.isSuccess ? (
        <Alert severity="success">{t('changeEmail.done', { email: change.data.Email })}</Alert>
      ) : (
        <Form
          schema={changeEmailSchema(current)}
          defaultValues={{ email: '', confirmEmail: '', password: '' }}
          serverFieldNames={{ Email: 'email', Password: 'password' }}
          onSubmit={({ email, password }) => change.mutateAsync({ Email: email.trim(), Password: password })}
        >
          <Alert severity="info">{t('changeEmail.lead', { email: current })}</Alert>
          <TextInput
            name="email"
            label={t('changeEmail.newEmail')}
            type="email"
            autoComplete="email"
            required
          />
          <TextInput
            name="confirmEmail"
            label={t('changeEmail.confirmEmail')}
            type="email"
            autoComplete="email"
            required
          />
          <CurrentPasswordInput label={t('changeEmail.password')} />
          <SubmitButton>{t('changeEmail.submit')}</SubmitButton>
        </Form>
      )}
      <BackToPersonalData />
    </Page>
  );
}
