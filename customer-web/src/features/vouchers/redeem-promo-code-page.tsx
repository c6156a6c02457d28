import { Alert, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNzd, promoCodeForm } from '@portal/shared';
import { Form, SubmitButton, TextInput } from '../../components/form';
import { Page } from '../../components/page';
import { useRedeemPromoCode } from './use-redeem-promo-code';
import './i18n';

/** redeem-promo-code: a promo code ("Code" required) as prepay credit, once per account. */
export function RedeemPromoCodePage() {
  const { t } = useTranslation('vouchers');
  const redeem = useRedeemPromoCode();
  const [credit, setCredit] = useState<number>();
  return (
    <Page title={t('promo.title')}>
      <Typography sx={{ mb: 3 }}>{t('promo.intro')}</Typography>
      {credit !== undefined && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {t('promo.redeemed', { amount: formatNzd(credit) })}
        </Alert>
      )}
      <Form
        schema={promoCodeForm}
        defaultValues={{ code: '' }}
        serverFieldNames={{ Code: 'code' }}
        onSubmit={async ({ code }) => {
          setCredit(undefined);
          setCredit((await redeem.mutateAsync(code)).Attributes.CreditCents);
        }}
      >
        <TextInput name="code" label={t('promo.code')} autoComplete="off" required />
        <SubmitButton>{t('promo.submit')}</SubmitButton>
      </Form>
    </Page>
  );
}
