import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { maskEmail, rewardsNumberByCodeSchema, rewardsNumberSchema } from '@portal/shared';
import { ErrorBanner } from '../../components/error-banner';
import { CodeInput, CurrentPasswordInput, Form, SubmitButton, TextInput } from '../../components/form';
import { FormSkeleton } from '../../components/content-skeleton';
import { Page } from '../../components/page';
import { useCurrentCustomer } from '../../lib/account';
import { useSession } from '../../lib/session/use-session';
import { BackToPersonalData } from './back-link';
import { useHasPassword } from './use-has-password';
import { useSendReAuthenticationCode, useSetRewardsNumber } from './use-set-rewards-number';
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
  const send = useSendReAuthenticationCode();
  const email = useSession().auth?.Email ?? '';
  return (
    <Form
      schema={rewardsNumberByCodeSchema}
      defaultValues={{ rewardsNumber, code: '' }}
      onSubmit={(values) => set.mutateAsync(values)}
    >
      <Alert severity="info">{t('rewards.leadByCode')}</Alert>
      <TextInput name="rewardsNumber" label={t('personalData.rewards')} required />
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
      <SubmitButton>{t('rewards.submit')}</SubmitButton>
    </Form>
  );
}
