import { Alert, Link as MuiLink, Typography } from '@mui/material';
import { LinkButtons } from '../../components/link-buttons';
import { useFlags } from '../../lib/flags';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  billingKind,
  displayMsisdn,
  ERRORS,
  formatNzd,
  parsePastedVoucher,
  VOUCHER_CODE_LENGTH,
  voucherForm,
  type RedeemResult,
} from '@portal/shared';
import { ErrorBanner } from '../../components/error-banner';
import { CodeInput, Form, SubmitButton } from '../../components/form';
import { FormSkeleton } from '../../components/content-skeleton';
import { Page } from '../../components/page';
import { useCurrentMobileProduct } from '../../lib/mobile-products';
import { useRedeemVoucher } from '../../lib/use-redeem-voucher';
import './i18n';

/**
 * redeem-voucher: a 13-digit voucher code onto the current prepay service; a used voucher is refused. A voucher is
 * prepay credit, so a postpay service is told why it cannot take one and where its money matters are instead.
 */
export function RedeemVoucherPage() {
  const { t } = useTranslation('vouchers');
  const { flags } = useFlags();
  const { product, isPending } = useCurrentMobileProduct();
  const redeem = useRedeemVoucher();
  const [done, setDone] = useState<RedeemResult>();
  if (isPending) return <FormSkeleton fields={1} />;
  const bills = billingKind(product?.BillingReference);
  return (
    <Page title={t('voucher.title')}>
      {product && bills === 'postpay' ? (
        <>
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('voucher.postpay', { number: displayMsisdn(product.MSISDN) })}
          </Alert>
          <LinkButtons
            links={[
              { to: '/profile/pay-bill', label: t('voucher.payBill') },
              { to: '/profile/your-plan', label: t('voucher.yourPlan') },
            ]}
          />
        </>
      ) : (
        <Typography sx={{ mb: 3 }}>{t('voucher.intro')}</Typography>
      )}
      {!product ? (
        <ErrorBanner error={ERRORS.no_prepay_or_postpay_product} />
      ) : bills === 'postpay' ? null : (
        <>
          {done && (
            <Alert severity="success" role="status" sx={{ mb: 2 }}>
              {t('voucher.redeemed', {
                amount: formatNzd(done.Attributes.CreditCents),
                balance: formatNzd(done.MainBalCreditCents ?? 0),
              })}
            </Alert>
          )}
          <Form
            schema={voucherForm}
            defaultValues={{ code: '' }}
            onSubmit={async ({ code }) => {
              setDone(undefined);
              setDone(await redeem.mutateAsync({ productUUID: product.UUID, code }));
            }}
          >
            <CodeInput
              label={t('voucher.code')}
              hint={t('voucher.hint')}
              length={VOUCHER_CODE_LENGTH}
              parsePaste={parsePastedVoucher}
              autoComplete="off"
            />
            <SubmitButton>{t('voucher.submit')}</SubmitButton>
          </Form>
        </>
      )}
      {/* Top-up is a prepay screen, and hidden while remote configuration hides it: no link that leads nowhere. */}
      {bills === 'prepay' && !flags.hide_prepay_topup && (
        <MuiLink component={Link} to="/profile/top-up" sx={{ display: 'inline-block', mt: 3 }}>
          {t('topUp')}
        </MuiLink>
      )}
    </Page>
  );
}
