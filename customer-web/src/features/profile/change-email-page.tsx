import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { changeEmailByCodeSchema, changeEmailSchema, maskEmail } from '@portal/shared';
import { ErrorBanner } from '../../components/error-banner';
import { CodeInput, CurrentPasswordInput, Form, SubmitButton, TextInput } from '../../components/form';
import { Page } from '../../components/page';
import { useCurrentCustomer } from '../../lib/account';
import { useSession } from '../../lib/session/use-session';
import { BackToPersonalData } from './back-link';
import { useChangeEmail } from './use-change-email';
import { useHasPassword } from './use-has-password';
import { useSendReAuthenticationCode } from './use-set-rewards-number';
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
  const send = useSendReAuthenticationCode();
  const email = useSession().auth?.Email ?? current;
  return (
    <Form
      schema={changeEmailByCodeSchema(current)}
      defaultValues={{ email: '', confirmEmail: '', code: '' }}
      serverFieldNames={{ Email: 'email', Code: 'code' }}
      onSubmit={({ email, code }) => change.mutateAsync({ Email: email.trim(), Code: code })}
    >
      <Alert severity="info">{t('changeEmail.leadByCode', { email: current })}</Alert>
      <NewEmailInputs />
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
