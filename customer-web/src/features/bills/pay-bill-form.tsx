import { FormControlLabel, Radio, RadioGroup } from '@mui/material';
import { amountToCents, formatNzd, PayBillFormSchema, type PayBillForm } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { useController, useWatch } from 'react-hook-form';
import { Form, SubmitButton, TextInput } from '../../components/form';

/** What a valid form pays, in cents: the amount owed, or the amount entered. */
export function centsToPay(values: PayBillForm, owedCents: number): number {
  if (values.Mode === 'full') return owedCents;
  return PayBillFormSchema.safeParse(values).success ? amountToCents(values.Amount) : 0;
}

function ModeInput({ owedCents }: { owedCents: number }) {
  const { t } = useTranslation('bills');
  const { field } = useController({ name: 'Mode' });
  return (
    <RadioGroup
      name={field.name}
      value={field.value}
      onChange={(e) => field.onChange(e.target.value)}
      aria-label={t('payTitle')}
    >
      <FormControlLabel
        value="full"
        control={<Radio />}
        label={t('full', { amount: formatNzd(owedCents) })}
      />
      <FormControlLabel value="custom" control={<Radio />} label={t('custom')} />
    </RadioGroup>
  );
}

function AmountInput() {
  const { t } = useTranslation('bills');
  const mode = useWatch({ name: 'Mode' }) as PayBillForm['Mode'];
  return mode === 'custom' ? <TextInput name="Amount" label={t('amount')} inputMode="decimal" /> : null;
}

function PayButton({ owedCents, retry }: { owedCents: number; retry: boolean }) {
  const { t } = useTranslation('bills');
  const [Mode, Amount] = useWatch({ name: ['Mode', 'Amount'] }) as [PayBillForm['Mode'], string];
  return (
    <SubmitButton>
      {retry ? t('retry') : t('pay', { amount: formatNzd(centsToPay({ Mode, Amount }, owedCents)) })}
    </SubmitButton>
  );
}

/** The pay-bill form: the full amount owed or another amount; a failure shows above it and keeps what was entered. */
export function PayBillFormView({
  owedCents,
  custom,
  retry,
  onPay,
}: {
  owedCents: number;
  custom: boolean;
  retry: boolean;
  onPay: (cents: number) => Promise<void>;
}) {
  return (
    <Form
      schema={PayBillFormSchema}
      defaultValues={{ Mode: custom ? 'custom' : 'full', Amount: '' }}
      onSubmit={(values) => onPay(centsToPay(values, owedCents))}
    >
      <ModeInput owedCents={owedCents} />
      <AmountInput />
      <PayButton owedCents={owedCents} retry={retry} />
    </Form>
  );
}
