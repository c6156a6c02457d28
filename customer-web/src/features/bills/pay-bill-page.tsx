import {
  Alert,
  Button,
  FormControlLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { amountToCents, formatNzd, PayBillFormSchema } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../components/page';
import { useCurrentMobileProduct } from '../../lib/mobile-products';
import { AccountCard } from './account-card';
import { useChallenge } from './use-challenge';
import { paymentProblem, usePayBill } from './use-pay-bill';
import { usePostpayAccount } from './use-postpay-account';
import './i18n';

/**
 * Pays the bill with the default card: the full amount owed, or another amount (the custom-amount link opens it
 * chosen). A failed payment keeps what was entered, to try again.
 */
export function PayBillPage() {
  const { t } = useTranslation('bills');
  const [search] = useSearchParams();
  const account = usePostpayAccount();
  const { product } = useCurrentMobileProduct();
  const pay = usePayBill();
  const { challenge, dialog } = useChallenge();
  const [mode, setMode] = useState<'full' | 'custom'>(search.get('amount') === 'custom' ? 'custom' : 'full');
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string>();
  const [paidCents, setPaidCents] = useState<number>();
  const owed = account.data?.Balance ?? 0;

  const checked = PayBillFormSchema.safeParse({ Mode: mode, Amount: amount });
  const cents = mode === 'full' ? owed : checked.success ? amountToCents(amount) : 0;

  const submit = () => {
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message);
      return;
    }
    if (!product || cents <= 0) return;
    setProblem(undefined);
    pay.mutate(
      { amountCents: cents, productUUID: product.UUID, challenge },
      { onSuccess: () => setPaidCents(cents) },
    );
  };

  return (
    <Page title={t('payTitle')}>
      <Typography sx={{ mb: 2 }}>{t('payIntro')}</Typography>
      <Stack spacing={2}>
        <AccountCard />
        {paidCents !== undefined && (
          <Alert severity="success" role="status">
            {t('paid', { amount: formatNzd(paidCents) })}
          </Alert>
        )}
        {account.data && owed === 0 && paidCents === undefined && <Typography>{t('nothingOwed')}</Typography>}
        {account.data && owed > 0 && (
          <Stack
            component="form"
            spacing={2}
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            <Typography>{t('owed', { amount: formatNzd(owed) })}</Typography>
            <RadioGroup
              value={mode}
              onChange={(e) => setMode(e.target.value as 'full' | 'custom')}
              aria-label={t('payTitle')}
            >
              <FormControlLabel
                value="full"
                control={<Radio />}
                label={t('full', { amount: formatNzd(owed) })}
              />
              <FormControlLabel value="custom" control={<Radio />} label={t('custom')} />
            </RadioGroup>
            {mode === 'custom' && (
              <TextField
                label={t('amount')}
                name="custom-amount"
                inputMode="decimal"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                error={!!problem}
                helperText={problem}
              />
            )}
            {pay.isError && (
              <Alert severity="error" role="alert">
                {paymentProblem(pay.error)}
              </Alert>
            )}
            <Button type="submit" variant="contained" disabled={pay.isPending || !product}>
              {pay.isPending
                ? t('paying')
                : pay.isError
                  ? t('retry')
                  : t('pay', { amount: formatNzd(cents) })}
            </Button>
          </Stack>
        )}
      </Stack>
      {dialog}
    </Page>
  );
}
