import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { displayName, errorText, type Customer } from '@portal/shared';
import { ErrorBanner } from '../../components/error-banner';
import { Form } from '../../components/form';
import { FormField } from '../../components/form-field';
import { Loader } from '../../components/loader';
import { Page } from '../../components/page';
import { SubmitButton } from '../../components/submit-button';
import { useCurrentCustomer } from '../../lib/account';
import { RewardsPrompt } from './rewards-prompt';
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
  const [values, setValues] = useState({
    FirstName: customer.FirstName,
    LastName: customer.LastName,
    MobileNumber: customer.MobileNumber,
    ExternalRef5: customer.ExternalRef5,
  });
  const [touched, setTouched] = useState(false);
  const set = (key: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const missing = (key: 'FirstName' | 'LastName', label: string) =>
    touched && !values[key].trim() ? t('required', { field: label.toLowerCase() }) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!values.FirstName.trim() || !values.LastName.trim()) return;
    update.mutate(values, { onSuccess: onDone });
  };
  return (
    <Form title={t('personalData.edit')} onSubmit={submit}>
      {update.error && <Alert severity="error">{errorText(update.error)}</Alert>}
      <FormField
        label={t('personalData.firstName')}
        value={values.FirstName}
        onValue={set('FirstName')}
        problem={missing('FirstName', t('personalData.firstName'))}
        autoComplete="given-name"
        required
      />
      <FormField
        label={t('personalData.lastName')}
        value={values.LastName}
        onValue={set('LastName')}
        problem={missing('LastName', t('personalData.lastName'))}
        autoComplete="family-name"
        required
      />
      <FormField
        label={t('personalData.mobile')}
        value={values.MobileNumber}
        onValue={set('MobileNumber')}
        type="tel"
        autoComplete="tel"
      />
      <FormField
        label={t('personalData.rewards')}
        value={values.ExternalRef5}
        onValue={set('ExternalRef5')}
      />
      <Stack direction="row" spacing={2}>
        <SubmitButton loading={update.isPending}>{t('personalData.save')}</SubmitButton>
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
  return (
    <Page title={t('personalData.title')}>
      {isPending && <Loader />}
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
                  <Field label={t('personalData.mobile')} value={customer.MobileNumber} />
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
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button component={Link} to="change-email" variant="outlined">
          {t('personalData.changeEmail')}
        </Button>
        <Button component={Link} to="change-password" variant="outlined">
          {t('personalData.changePassword')}
        </Button>
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
