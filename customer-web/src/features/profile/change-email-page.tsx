import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { changeEmailByCodeSchema, changeEmailSchema } from '@portal/shared';
import { CurrentPasswordInput, Form, SubmitButton, TextInput } from '../../components/form';
import { Page } from '../../components/page';
import { useCurrentCustomer } from '../../lib/account';
import { BackToPersonalData } from './back-link';
import { EmailedCodeInputs } from './emailed-code-inputs';
import { useChangeEmail } from './use-change-email';
import { useHasPassword } from './use-has-password';
import './i18n';

function NewEmailInputs() {
  const { t } = useTranslation('profile');
  return (
    <>
      <TextInput name="email" label={t('changeEmail.newEmail')} type="email" autoComplete="email" required />
      <TextInput
        name="confirmEmail"
        label={t('changeEmail.confirmEmail')}
        type="email"
        autoComplete="email"
        required
      />
    </>
  );
}

/**
 * A login without a password (Google, Apple, Facebook) proves itself with a code emailed to its current address,
 * as for the rewards number.
 */
function ChangeEmailByCode({
  current,
  change,
}: {
  current: string;
  change: ReturnType<typeof useChangeEmail>;
}) {
  const { t } = useTranslation('profile');
  return (
    <Form
      schema={changeEmailByCodeSchema(current)}
      defaultValues={{ email: '', confirmEmail: '', code: '' }}
      serverFieldNames={{ Email: 'email', Code: 'code' }}
      onSubmit={({ email, code }) => change.mutateAsync({ Email: email.trim(), Code: code })}
    >
      <Alert severity="info">{t('changeEmail.leadByCode', { email: current })}</Alert>
      <NewEmailInputs />
      <EmailedCodeInputs fallbackEmail={current} />
      <SubmitButton>{t('changeEmail.submit')}</SubmitButton>
    </Form>
  );
}

/** personal-data/change-email: the new email twice and the current password (or, without one, an emailed code). */
export function ChangeEmailPage() {
  const { t } = useTranslation('profile');
  const { customer } = useCurrentCustomer();
  const change = useChangeEmail();
  const hasPassword = useHasPassword();
  const current = customer?.Email ?? '';
  return (
    <Page title={t('changeEmail.title')}>
      {change.isSuccess ? (
        <Alert severity="success">{t('changeEmail.done', { email: change.data.Email })}</Alert>
      ) : !hasPassword ? (
        <ChangeEmailByCode current={current} change={change} />
      ) : (
        <Form
          schema={changeEmailSchema(current)}
          defaultValues={{ email: '', confirmEmail: '', password: '' }}
          serverFieldNames={{ Email: 'email', Password: 'password' }}
          onSubmit={({ email, password }) => change.mutateAsync({ Email: email.trim(), Password: password })}
        >
          <Alert severity="info">{t('changeEmail.lead', { email: current })}</Alert>
          <NewEmailInputs />
          <CurrentPasswordInput label={t('changeEmail.password')} />
          <SubmitButton>{t('changeEmail.submit')}</SubmitButton>
        </Form>
      )}
      <BackToPersonalData />
    </Page>
  );
}
