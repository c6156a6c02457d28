import { Alert } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailSchema, ERRORS, errorText } from '@portal/shared';

const isEmail = (value: string) => EmailSchema.safeParse(value).success;
import { Form } from '../../components/form';
import { CurrentPasswordField, FormField } from '../../components/form-field';
import { Page } from '../../components/page';
import { SubmitButton } from '../../components/submit-button';
import { useCurrentCustomer } from '../../lib/account';
import { BackToPersonalData } from './back-link';
import { useChangeEmail } from './use-change-email';
import './i18n';

/** personal-data/change-email: the new email twice and the current password (000 §5). */
export function ChangeEmailPage() {
  const { t } = useTranslation('profile');
  const { customer } = useCurrentCustomer();
  const change = useChangeEmail();
  const [email, setEmail] = useState('');
  const [confirm, setConfirm] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const current = customer?.Email ?? '';
  const emailProblem = !touched
    ? undefined
    : !email.trim()
      ? t('required', { field: t('changeEmail.newEmail').toLowerCase() })
      : !isEmail(email.trim())
        ? ERRORS.email_format
        : email.trim().toLowerCase() === current.toLowerCase()
          ? ERRORS.email_same
          : undefined;
  const confirmProblem = touched && confirm.trim() !== email.trim() ? ERRORS.email_mismatch : undefined;
  const passwordProblem =
    touched && !password ? t('required', { field: t('changeEmail.password').toLowerCase() }) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    const e = email.trim();
    if (!e || !isEmail(e) || e.toLowerCase() === current.toLowerCase() || confirm.trim() !== e || !password)
      return;
    change.mutate({ Email: e, Password: password });
  };
  return (
    <Page title={t('changeEmail.title')}>
      {change.isSuccess ? (
        <Alert severity="success">{t('changeEmail.done', { email: change.data.Email })}</Alert>
      ) : (
        <Form onSubmit={submit}>
          <Alert severity="info">{t('changeEmail.lead', { email: current })}</Alert>
          {change.error && <Alert severity="error">{errorText(change.error)}</Alert>}
          <FormField
            label={t('changeEmail.newEmail')}
            type="email"
            autoComplete="email"
            value={email}
            onValue={setEmail}
            problem={emailProblem}
            required
          />
          <FormField
            label={t('changeEmail.confirmEmail')}
            type="email"
            autoComplete="email"
            value={confirm}
            onValue={setConfirm}
            problem={confirmProblem}
            required
          />
          <CurrentPasswordField
            label={t('changeEmail.password')}
            value={password}
            onValue={setPassword}
            problem={passwordProblem}
          />
          <SubmitButton loading={change.isPending}>{t('changeEmail.submit')}</SubmitButton>
        </Form>
      )}
      <BackToPersonalData />
    </Page>
  );
}
