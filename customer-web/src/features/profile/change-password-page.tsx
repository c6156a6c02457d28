import { Alert } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ERRORS, errorText, newPasswordError } from '@portal/shared';
import { Form } from '../../components/form';
import { CurrentPasswordField } from '../../components/form-field';
import { Page } from '../../components/page';
import { PasswordFields } from '../../components/password-fields';
import { SubmitButton } from '../../components/submit-button';
import { BackToPersonalData } from './back-link';
import { useChangePassword } from './use-change-password';
import './i18n';

/**
 * personal-data/change-password: the current password (re-authentication), then the new one twice. A wrong
 * current password is answered without ending the session (000 §5).
 */
export function ChangePasswordPage() {
  const { t } = useTranslation('profile');
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState(false);
  const problem = touched ? newPasswordError(password, confirm, current || undefined) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!current || newPasswordError(password, confirm, current)) return;
    change.mutate({ OldPassword: current, Password: password });
  };
  return (
    <Page title={t('changePassword.title')}>
      {change.isSuccess ? (
        <Alert severity="success">{t('changePassword.done')}</Alert>
      ) : (
        <Form onSubmit={submit}>
          {change.error && <Alert severity="error">{errorText(change.error)}</Alert>}
          <CurrentPasswordField
            label={t('changePassword.current')}
            value={current}
            onValue={setCurrent}
            problem={
              touched && !current
                ? t('required', { field: t('changePassword.current').toLowerCase() })
                : undefined
            }
          />
          <PasswordFields
            password={password}
            confirm={confirm}
            onPassword={setPassword}
            onConfirm={setConfirm}
            passwordError={problem && problem !== 'password_mismatch' ? ERRORS[problem] : undefined}
            confirmError={problem === 'password_mismatch' ? ERRORS.password_mismatch : undefined}
          />
          <SubmitButton loading={change.isPending}>{t('changePassword.submit')}</SubmitButton>
        </Form>
      )}
      <BackToPersonalData />
    </Page>
  );
}
