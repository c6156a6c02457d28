import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { displayName, personalDataSchema, type Customer, displayMsisdn } from '@portal/shared';
import { ErrorBanner } from '../../components/error-banner';
import { Form, SubmitButton, TextInput } from '../../components/form';
import { ListSkeleton } from '../../components/content-skeleton';
import { Page } from '../../components/page';
import { useCurrentCustomer } from '../../lib/account';
import { RewardsPrompt } from './rewards-prompt';
import { useHasPassword } from './use-has-password';
import { useUpdateCustomer } from './use-update-customer';
import './i18n';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Typography variant="body2" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }} data-field={label}>
        {value || '—'}
      </Typography>
    </div>
  );
}

function DetailsForm({ customer, onDone }: { customer: Customer; onDone: () => void }) {
  const { t } = useTranslation('profile');
  const update = useUpdateCustomer();
  return (
    <Form
      title={t('personalData.edit')}
      schema={personalDataSchema}
      defaultValues={{
        FirstName: customer.FirstName,
        LastName: customer.LastName,
        MobileNumber: customer.MobileNumber,
      }}
      onSubmit={async (values) => {
        await update.mutateAsync(values);
        onDone();
      }}
    >
      <TextInput name="FirstName" label={t('personalData.firstName')} autoComplete="given-name" required />
      <TextInput name="LastName" label={t('personalData.lastName')} autoComplete="family-name" required />
      <TextInput name="MobileNumber" label={t('personalData.mobile')} type="tel" autoComplete="tel" />
      <Stack direction="row" spacing={2}>
        <SubmitButton>{t('personalData.save')}</SubmitButton>
        <Button onClick={onDone}>{t('personalData.cancel')}</Button>
      </Stack>
    </Form>
  );
}

export function PersonalDataPage() {
  const { t } = useTranslation('profile');
  const { customer, isPending, error, refetch } = useCurrentCustomer();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  // A login without a password (social sign-in) has none to change.
  const hasPassword = useHasPassword();
  return (
    <Page title={t('personalData.title')}>
      {isPending && <ListSkeleton rows={5} />}
      {error && <ErrorBanner error={error} onRetry={() => void refetch()} />}
      {saved && !editing && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {t('personalData.saved')}
        </Alert>
      )}
      {customer && !editing && <RewardsPrompt customer={customer} />}
      {customer && (
        <Card variant="outlined">
          <CardContent>
            {editing ? (
              <DetailsForm
                customer={customer}
                onDone={() => {
                  setEditing(false);
                  setSaved(true);
                }}
              />
            ) : (
              <>
                <Stack component="dl" spacing={2} sx={{ m: 0, mb: 2 }}>
                  <Field
                    label={t('personalData.name')}
                    value={displayName(customer.FirstName, customer.LastName)}
                  />
                  <Field label={t('personalData.email')} value={customer.Email} />
                  <Field label={t('personalData.mobile')} value={displayMsisdn(customer.MobileNumber)} />
                  <Field label={t('personalData.rewards')} value={customer.ExternalRef5} />
                </Stack>
                <Button variant="outlined" onClick={() => setEditing(true)}>
                  {t('personalData.edit')}
                </Button>
              </>
            )}
          </CardContent>
        </Card>
      )}
      <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 1 }}>
        {t('personalData.security')}
      </Typography>
      {/* On wider screens the links wrap as whole buttons rather than squeezing their words onto several lines. */}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', '& > *': { whiteSpace: { sm: 'nowrap' } } }}
      >
        <Button component={Link} to="change-email" variant="outlined">
          {t('personalData.changeEmail')}
        </Button>
        {hasPassword && (
          <Button component={Link} to="change-password" variant="outlined">
            {t('personalData.changePassword')}
          </Button>
        )}
        <Button component={Link} to="change-notifications" variant="outlined">
          {t('personalData.notifications')}
        </Button>
        <Button component={Link} to="auth-to-set-true-rewards-number" variant="outlined">
          {t('rewards.link')}
        </Button>
        <Button component={Link} to="/profile/shipping-details" variant="outlined">
          {t('personalData.addresses')}
        </Button>
      </Stack>
    </Page>
  );
}
