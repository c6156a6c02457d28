import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SpendCycleSchema } from '@portal/shared';
import { SelectInput, TextInput } from '../../components/form';
import './i18n';

/** A route's name, total and cycle (fields of the shared route limits schema). */
export function LimitsFields() {
  const { t } = useTranslation('billing-routes');
  return (
    <>
      <TextInput name="name" label={t('form.name')} required />
      <TextInput name="total" label={t('form.total')} inputMode="decimal" required />
      <Stack direction="row" spacing={2}>
        <SelectInput
          name="cycle"
          label={t('form.cycle')}
          fullWidth
          options={SpendCycleSchema.options.map((c) => ({ value: c, label: t(`cycleName.${c}`) }))}
        />
        <TextInput
          name="count"
          label={t('form.count')}
          inputMode="numeric"
          hint={t('form.countHint')}
          fullWidth
        />
      </Stack>
    </>
  );
}
