import { Alert, Button, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  ERRORS,
  errorText,
  formatNzd,
  guestBillForm,
  guestRechargeForm,
  isCardCvc,
  normaliseNzMobile,
  parseCardExpiry,
  parsePastedVoucher,
  topUpAmountForm,
  VOUCHER_CODE_LENGTH,
  voucherForm,
  displayMsisdn,
} from '@portal/shared';
import { CodeInput, Form, SubmitButton, TextInput } from '../../components/form';
import { Loader } from '../../components/loader';
import { useChallenge } from '../../lib/payment-provider/use-challenge';
import { BotCheck } from './bot-check';
import {
  useGuestCardPayment,
  useGuestPurchase,
  useGuestRedeem,
  useGuestValidate,
  type GuestLookup,
} from './use-guest-calls';
import './i18n';

type Kind = 'recharge' | 'payBill';
interface Validated {
  lookup: GuestLookup;
  token: string;
  dueCents?: number | undefined;
}

const cardForm = topUpAmountForm.extend({
  number: z.string().regex(/^[\d\s-]{12,23}$/, 'Card number format is invalid'),
  expiry: z.string().refine((v) => !!parseCardExpiry(v), 'Expiry format is invalid'),
  cvc: z.string().refine(isCardCvc, 'CVC format is invalid'),
});

/** Step 1: what to pay for, and the bot check. */
function LookupStep({ kind, onValid }: { kind: Kind; onValid: (v: Validated) => void }) {
  const { t } = useTranslation('guest-payments');
  const validate = useGuestValidate();
  const [botToken, setBotToken] = useState<string>();
  const [needsCheck, setNeedsCheck] = useState(false);
  const check = (lookup: GuestLookup) => {
    if (!botToken) {
      setNeedsCheck(true);
      return;
    }
    return validate.mutateAsync({ ...lookup, UserToken: botToken }).then((answer) => {
      if (!answer.Valid || !answer.ResponseToken) throw new Error(ERRORS.guest_data_not_valid);
      onValid({ lookup, token: answer.ResponseToken, dueCents: answer.AmountDueCents });
    });
  };
  const botCheck = (
    <>
      <BotCheck label={t('botCheck')} onToken={setBotToken} />
      {needsCheck && !botToken && (
        <Alert severity="error" role="alert">
          {t('botCheckNeeded')}
        </Alert>
      )}
    </>
  );
  return kind === 'recharge' ? (
    <Form
      schema={guestRechargeForm}
      defaultValues={{ number: '' }}
      onSubmit={({ number }) => check({ MSISDN: normaliseNzMobile(number) ?? number })}
    >
      <TextInput
        name="number"
        label={t('recharge.number')}
        hint={t('recharge.numberHint')}
        inputMode="tel"
        required
      />
      {botCheck}
      <SubmitButton>{t('next')}</SubmitButton>
    </Form>
  ) : (
    <Form
      schema={guestBillForm}
      defaultValues={{ lookup: '' }}
      onSubmit={({ lookup }) => check({ LookupID: lookup.trim() })}
    >
      <TextInput name="lookup" label={t('payBill.lookup')} hint={t('payBill.lookupHint')} required />
      {botCheck}
      <SubmitButton>{t('next')}</SubmitButton>
    </Form>
  );
}

/** The purchase polled until final: paid, declined, or "No Data" when nothing comes back. */
function PurchaseStatus({
  orderID,
  lookup,
  onAgain,
}: {
  orderID: string;
  lookup: GuestLookup;
  onAgain: () => void;
}) {
  const { t } = useTranslation('guest-payments');
  const purchase = useGuestPurchase(orderID, lookup);
  if (purchase.isPending) return <Loader />;
  const status = purchase.data?.Status;
  return (
    <Stack spacing={2}>
      {status === 'PENDING' ? (
        <Alert severity="info" role="status">
          {t('processing')}
        </Alert>
      ) : status === 'COMPLETED' && purchase.data ? (
        <Alert severity="success" role="status">
          {t('completed', { amount: formatNzd(purchase.data.AmountCents) })}
        </Alert>
      ) : (
        <Alert severity="error" role="alert">
          {purchase.error ? errorText(purchase.error) : (purchase.data?.Message ?? ERRORS.no_data)}
        </Alert>
      )}
      {status !== 'PENDING' && <Button onClick={onAgain}>{t('again')}</Button>}
    </Stack>
  );
}

/** Step 2: pay by card (or, for a recharge, redeem a voucher). */
function PayStep({ kind, validated, onAgain }: { kind: Kind; validated: Validated; onAgain: () => void }) {
  const { t } = useTranslation('guest-payments');
  const { challenge, dialog } = useChallenge();
  const pay = useGuestCardPayment(challenge);
  const redeem = useGuestRedeem();
  const [method, setMethod] = useState<'card' | 'voucher'>('card');
  const [orderID, setOrderID] = useState<string>();
  const [voucherCents, setVoucherCents] = useState<number>();
  const what = validated.lookup.MSISDN
    ? displayMsisdn(validated.lookup.MSISDN)
    : (validated.lookup.LookupID ?? '');
  if (orderID) return <PurchaseStatus orderID={orderID} lookup={validated.lookup} onAgain={onAgain} />;
  if (voucherCents !== undefined)
    return (
      <Stack spacing={2}>
        <Alert severity="success" role="status">
          {t('voucherDone', { amount: formatNzd(voucherCents) })}
        </Alert>
        <Button onClick={onAgain}>{t('again')}</Button>
      </Stack>
    );
  return (
    <Stack spacing={2}>
      <Typography>{t('for', { what })}</Typography>
      {validated.dueCents !== undefined && (
        <Typography>{t('payBill.due', { amount: formatNzd(validated.dueCents) })}</Typography>
      )}
      {kind === 'recharge' && (
        <ToggleButtonGroup
          exclusive
          value={method}
          onChange={(_, v: 'card' | 'voucher' | null) => v && setMethod(v)}
          aria-label={t('how')}
        >
          <ToggleButton value="card">{t('byCard')}</ToggleButton>
          <ToggleButton value="voucher">{t('byVoucher')}</ToggleButton>
        </ToggleButtonGroup>
      )}
      {method === 'voucher' ? (
        <Form
          schema={voucherForm}
          defaultValues={{ code: '' }}
          onSubmit={async ({ code }) => {
            const result = await redeem.mutateAsync({
              lookup: validated.lookup,
              token: validated.token,
              code,
            });
            setVoucherCents(result.Attributes.CreditCents);
          }}
        >
          <CodeInput
            label={t('voucherCode')}
            length={VOUCHER_CODE_LENGTH}
            parsePaste={parsePastedVoucher}
            autoComplete="off"
          />
          <SubmitButton>{t('redeem')}</SubmitButton>
        </Form>
      ) : (
        <Form
          schema={cardForm}
          defaultValues={{
            amount: validated.dueCents ? (validated.dueCents / 100).toFixed(2) : '',
            number: '',
            expiry: '',
            cvc: '',
          }}
          onSubmit={async ({ amount, number, expiry, cvc }) => {
            const exp = parseCardExpiry(expiry);
            if (!exp) return;
            const id = await pay.mutateAsync({
              lookup: validated.lookup,
              token: validated.token,
              cents: amount,
              card: { Number: number, ExpMonth: exp.month, ExpYear: exp.year, Cvc: cvc },
            });
            setOrderID(id);
          }}
        >
          <TextInput name="amount" label={t('amount')} inputMode="decimal" required />
          <TextInput
            name="number"
            label={t('card.number')}
            autoComplete="cc-number"
            inputMode="numeric"
            required
          />
          <Stack direction="row" spacing={2}>
            <TextInput name="expiry" label={t('card.expiry')} autoComplete="cc-exp" required fullWidth />
            <TextInput
              name="cvc"
              label={t('card.cvc')}
              autoComplete="cc-csc"
              inputMode="numeric"
              required
              fullWidth
            />
          </Stack>
          <SubmitButton>{t('pay')}</SubmitButton>
        </Form>
      )}
      {dialog}
    </Stack>
  );
}

/** Anonymous recharge or bill payment: validate (with the bot check), pay, and follow the purchase to its end. */
export function GuestPaymentFlow({ kind }: { kind: Kind }) {
  const [validated, setValidated] = useState<Validated>();
  return validated ? (
    <PayStep kind={kind} validated={validated} onAgain={() => setValidated(undefined)} />
  ) : (
    <LookupStep kind={kind} onValid={setValidated} />
  );
}
