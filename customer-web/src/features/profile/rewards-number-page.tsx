import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { rewardsNumberByCodeSchema, rewardsNumberSchema } from '@portal/shared';
import { CurrentPasswordInput, Form, SubmitButton, TextInput } from '../../components/form';
import { FormSkeleton } from '../../components/content-skeleton';
import { Page } from '../../components/page';
import { useCurrentCustomer } from '../../lib/account';
import { BackToPersonalData } from './back-link';
import { EmailedCodeInputs } from './emailed-code-inputs';
import { useHasPassword } from './use-has-password';
import { useSetRewardsNumber } from './use-set-rewards-number';
import './i18n';

/**
 * personal-data/auth-to-set-true-rewards-number: the rewards number, after the current password; a login without
 * a password (social sign-in) proves itself with a code emailed to it instead.
 */
export function RewardsNumberPage() {
  const { t } = useTranslation('profile');
  const { customer } = useCurrentCustomer();
  const set = useSetRewardsNumber();
  const hasPassword = useHasPassword();
  if (!customer)
    return (
      <Page title={t('rewards.title')}>
        <FormSkeleton fields={1} />
      </Page>
    );
  const rewardsNumber = customer.ExternalRef5;
  return (
    <Page title={t('rewards.title')}>
      {set.isSuccess ? (
        <Alert severity="success">{t('rewards.done', { number: set.data.ExternalRef5 })}</Alert>
      ) : hasPassword ? (
        <Form
          schema={rewardsNumberSchema}
          defaultValues={{ rewardsNumber, password: '' }}
          onSubmit={(values) => set.mutateAsync(values)}
        >
          <Alert severity="info">{t('rewards.lead')}</Alert>
          <TextInput name="rewardsNumber" label={t('personalData.rewards')} required />
          <CurrentPasswordInput label={t('changePassword.current')} />
          <SubmitButton>{t('rewards.submit')}</SubmitButton>
        </Form>
      ) : (
        <RewardsNumberByCode rewardsNumber={rewardsNumber} set={set} />
      )}
      <BackToPersonalData />
    </Page>
  );
}

function RewardsNumberByCode({
  rewardsNumber,
  set,
}: {
  rewardsNumber: string;
  set: ReturnType<typeof useSetRewardsNumber>;
}) {
  const { t } = useTranslation('profile');
  return (
    <Form
      schema={rewardsNumberByCodeSchema}
      defaultValues={{ rewardsNumber, code: '' }}
      onSubmit={(values) => set.mutateAsync(values)}
    >
      <Alert severity="info">{t('rewards.leadByCode')}</Alert>
      <TextInput name="rewardsNumber" label={t('personalData.rewards')} required />
      <EmailedCodeInputs />
      <SubmitButton>{t('rewards.submit')}</SubmitButton>
    </Form>
  );
}
