import { Alert, Card, CardContent } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { autoTopUpForm } from '@portal/shared';
import { Form, SelectInput, SubmitButton, TextInput } from '../../components/form';
import { CardsSkeleton } from '../../components/content-skeleton';
import { useAutoTopUp } from '../../lib/auto-top-up';
import { useSetAutoTopUp } from './use-auto-top-up';

/** The auto top-up preference; a declined charge that turned it off shows its notice here until it is set again. */
export function AutoTopUpCard() {
  const { t } = useTranslation('top-up');
  const auto = useAutoTopUp();
  const save = useSetAutoTopUp();
  const [saved, setSaved] = useState(false);
  if (auto.isPending) return <CardsSkeleton count={1} />;
  const pref = auto.data;
  return (
    <Card component="section">
      <CardContent>
        {pref?.Notice && (
          <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
            {pref.Notice}
          </Alert>
        )}
        {saved && (
          <Alert severity="success" role="status" sx={{ mb: 2 }}>
            {t('auto.saved')}
          </Alert>
        )}
        <Form
          title={t('auto.title')}
          schema={autoTopUpForm}
          defaultValues={{
            amount: String(pref?.amount ?? 10),
            days: String(pref?.days ?? 30),
            type: pref?.type ?? 'balance',
            status: pref?.status ?? 'off',
          }}
          onSubmit={async (values) => {
            setSaved(false);
            await save.mutateAsync(values);
            setSaved(true);
          }}
        >
          <SelectInput
            name="status"
            label={t('auto.status')}
            options={[
              { value: 'on', label: t('auto.on') },
              { value: 'off', label: t('auto.off') },
            ]}
          />
          <SelectInput
            name="type"
            label={t('auto.type')}
            options={[
              { value: 'days', label: t('auto.days') },
              { value: 'balance', label: t('auto.balance') },
            ]}
          />
          <TextInput name="amount" label={t('auto.amount')} inputMode="numeric" required />
          <TextInput name="days" label={t('auto.everyDays')} inputMode="numeric" required />
          <SubmitButton>{t('auto.save')}</SubmitButton>
        </Form>
      </CardContent>
    </Card>
  );
}
