import { Alert } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@portal/shared';
import { Form } from '../../components/form';
import { CurrentPasswordField, FormField } from '../../components/form-field';
import { Page } from '../../components/page';
import { SubmitButton } from '../../components/submit-button';
import { useCurrentCustomer } from '../../lib/account';
import { BackToPersonalData } from './back-link';
import { useSetRewardsNumber } from './use-set-rewards-number';
import './i18n';

/** personal-data/auth-to-set-true-rewards-number: the rewards number, after the current password. */
export function RewardsNumberPage() {
  const { t } = useTranslation('profile');
  const { customer } = useCurrentCustomer();
  const set = useSetRewardsNumber();
  const [number, setNumber] = useState<string | undefined>();
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const value = number ?? customer?.ExternalRef5 ?? '';
  const required = (field: string) => t('required', { field: field.toLowerCase() });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!value.trim() || !password) return;
    set.mutate({ password, rewardsNumber: value });
  };
  return (
    <Page title={t('rewards.title')}>
      {set.isSuccess ? (
        <Alert severity="success">{t('rewards.done', { number: set.data.ExternalRef5 })}</Alert>
      ) : (
        <Form onSubmit={submit}>
          <Alert severity="info">{t('rewards.lead')}</Alert>
          {set.error && <Alert severity="error">{errorText(set.error)}</Alert>}
          <FormField
            label={t('personalData.rewards')}
            value={value}
            onValue={setNumber}
            problem={touched && !value.trim() ? required(t('personalData.rewards')) : undefined}
            required
          />
          <CurrentPasswordField
            label={t('changePassword.current')}
            value={password}
            onValue={setPassword}
            problem={touched && !password ? required(t('changePassword.current')) : undefined}
          />
          <SubmitButton loading={set.isPending}>{t('rewards.submit')}</SubmitButton>
        </Form>
      )}
      <BackToPersonalData />
    </Page>
  );
}
