import { FormControlLabel, Radio, RadioGroup } from '@mui/material';
import {
  amountToCents,
  cardLabel,
  formatNzd,
  PayBillFormSchema,
  type PayBillForm,
  type PaymentMethod,
} from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { useController, useWatch } from 'react-hook-form';
import { Form, SelectInput, SubmitButton, TextInput } from '../../components/form';

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

/**
 * The pay-bill form: the full amount owed or another amount, and the saved card to pay with (the default one
 * chosen); a failure shows above it and keeps what was entered.
 */
export function PayBillFormView({
  owedCents,
  custom,
  retry,
  cards,
  onPay,
}: {
  owedCents: number;
  custom: boolean;
  retry: boolean;
  /** The usable saved cards, the default first. */
  cards: readonly PaymentMethod[];
  onPay: (cents: number, cardUUID: string | undefined) => Promise<void>;
}) {
  const { t } = useTranslation('bills');
  return (
    <Form
      schema={PayBillFormSchema}
      defaultValues={{ Mode: custom ? 'custom' : 'full', Amount: '', Card: cards[0]?.UUID ?? '' }}
      onSubmit={(values) => onPay(centsToPay(values, owedCents), values.Card || undefined)}
    >
      <ModeInput owedCents={owedCents} />
      <AmountInput />
      {cards.length > 0 && (
        <SelectInput
          name="Card"
          label={t('paymentMethod')}
          options={cards.map((c) => ({ value: c.UUID, label: cardLabel(c) }))}
        />
      )}
      <PayButton owedCents={owedCents} retry={retry} />
    </Form>
  );
}
