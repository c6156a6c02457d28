import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { changePasswordSchema } from '@portal/shared';
import { CurrentPasswordInput, Form, NewPasswordInputs, SubmitButton } from '../../components/form';
import { Page } from '../../components/page';
import { BackToPersonalData } from './back-link';
import { useChangePassword } from './use-change-password';
import { useHasPassword } from './use-has-password';
import './i18n';

/**
 * personal-data/change-password: the current password (re-authentication), then the new one twice. A wrong
 * current password is answered without ending the session.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation('profile');
  const change = useChangePassword();
  const hasPassword = useHasPassword();
  return (
    <Page title={t('changePassword.title')}>
      {!hasPassword ? (
        <Alert severity="info">{t('changePassword.noPassword')}</Alert>
      ) : change.isSuccess ? (
        <Alert severity="success">{t('changePassword.done')}</Alert>
      ) : (
        <Form
          schema={changePasswordSchema}
          defaultValues={{ currentPassword: '', password: '', confirmPassword: '' }}
          serverFieldNames={{ OldPassword: 'currentPassword', Password: 'password' }}
          onSubmit={({ currentPassword, password }) =>
            change.mutateAsync({ OldPassword: currentPassword, Password: password })
          }
        >
          <CurrentPasswordInput name="currentPassword" label={t('changePassword.current')} />
          <NewPasswordInputs />
          <SubmitButton>{t('changePassword.submit')}</SubmitButton>
        </Form>
      )}
      <BackToPersonalData />
    </Page>
  );
}
