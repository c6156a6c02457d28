import { Alert, Stack, Typography } from '@mui/material';
import { formatNzd } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../components/page';
import { useCurrentMobileProduct } from '../../lib/mobile-products';
import { useSavedCards } from '../../lib/saved-cards';
import { AccountCard } from './account-card';
import { PayBillFormView } from './pay-bill-form';
import { useChallenge } from '../../lib/payment-provider/use-challenge';
import { paymentProblem, usePayBill } from './use-pay-bill';
import { usePostpayAccount } from './use-postpay-account';
import './i18n';

/**
 * Pays the bill with a saved card the customer chooses (the default one first): the full amount owed, or another
 * amount (the custom-amount link opens it chosen). A failed payment keeps what was entered, to try again.
 */
export function PayBillPage() {
  const { t } = useTranslation('bills');
  const [search] = useSearchParams();
  const account = usePostpayAccount();
  const { product } = useCurrentMobileProduct();
  const pay = usePayBill();
  const cards = useSavedCards();
  const { challenge, dialog } = useChallenge();
  const [paidCents, setPaidCents] = useState<number>();
  const owed = account.data?.Balance ?? 0;

  const onPay = async (cents: number, cardUUID: string | undefined) => {
    if (!product || cents <= 0) return;
    try {
      await pay.mutateAsync({ amountCents: cents, productUUID: product.UUID, cardUUID, challenge });
    } catch (error) {
      throw new Error(paymentProblem(error), { cause: error });
    }
    setPaidCents(cents);
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
        {account.data && owed > 0 && !cards.isPending && (
          <>
            <Typography>{t('owed', { amount: formatNzd(owed) })}</Typography>
            <PayBillFormView
              owedCents={owed}
              custom={search.get('amount') === 'custom'}
              retry={pay.isError}
              cards={cards.data ?? []}
              onPay={onPay}
            />
          </>
        )}
      </Stack>
      {dialog}
    </Page>
  );
}
