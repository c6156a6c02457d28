import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { displayName } from '@portal/shared';
import { ErrorBanner } from '../../components/error-banner';
import { Loader } from '../../components/loader';
import { Page } from '../../components/page';
import { useCurrentCustomer } from '../../lib/account';
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

export function PersonalDataPage() {
  const { t } = useTranslation('profile');
  const { customer, isPending, error, refetch } = useCurrentCustomer();
  return (
    <Page title={t('personalData.title')}>
      {isPending && <Loader />}
      {error && <ErrorBanner error={error} onRetry={() => void refetch()} />}
      {customer && (
        <Card variant="outlined">
          <CardContent>
            <Stack component="dl" spacing={2} sx={{ m: 0 }}>
              <Field
                label={t('personalData.name')}
                value={displayName(customer.FirstName, customer.LastName)}
              />
              <Field label={t('personalData.email')} value={customer.Email} />
              <Field label={t('personalData.mobile')} value={customer.MobileNumber} />
            </Stack>
          </CardContent>
        </Card>
      )}
    </Page>
  );
}
