import { amountToCents, centsToAmount, spendLimitForm } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { Form, SubmitButton, TextInput } from '../../components/form';

/** The leader's spend limit of one member, in dollars a month. */
export function SpendLimitForm({
  name,
  cents,
  onSave,
}: {
  name: string;
  cents: number | undefined;
  onSave: (cents: number) => Promise<unknown>;
}) {
  const { t } = useTranslation('groups');
  return (
    <Form
      title={t('editLimit', { name })}
      schema={spendLimitForm}
      defaultValues={{ Dollars: cents === undefined ? '' : centsToAmount(cents) }}
      onSubmit={(values) => onSave(amountToCents(values.Dollars))}
      sx={{ mt: 1, mb: 2 }}
    >
      <TextInput
        name="Dollars"
        label={t('limitForm.dollars')}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <SubmitButton>{t('limitForm.save')}</SubmitButton>
    </Form>
  );
}
