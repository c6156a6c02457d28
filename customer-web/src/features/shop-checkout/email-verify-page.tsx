import { Button, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { contracts } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { EmailVerificationNotices, useVerifiedCheck } from '../../components/email-verification-notices';
import { ErrorBanner } from '../../components/error-banner';
import { Loader } from '../../components/loader';
import { Page } from '../../components/page';
import { useCurrentCustomer } from '../../lib/account';
import { apiCall } from '../../lib/api/client';
import './i18n';

const CHECKOUT = '/eshop/checkout';

/**
 * email-verify: a shopper who signed up during checkout confirms their email (the link of the email they were
 * sent, opened anywhere), then goes back to checkout, where the cart is still theirs.
 */
export function ShopEmailVerifyPage() {
  const { t } = useTranslation('shopCheckout');
  const navigate = useNavigate();
  const { customer, isPending, error, refetch, emailVerified } = useCurrentCustomer();
  const { notYet, check } = useVerifiedCheck(refetch, () => navigate(CHECKOUT, { replace: true }));
  const resend = useMutation({
    mutationFn: (uuid: string) => apiCall(contracts.access.resendEmailVerification, { params: { uuid } }),
  });
  if (isPending) return <Loader />;
  if (!customer) {
    return (
      <Page title={t('verifyTitle')}>
        {error ? <ErrorBanner error={error} /> : <Navigate to={`/sign-in?redirect=${CHECKOUT}`} replace />}
      </Page>
    );
  }
  if (emailVerified) return <Navigate to={CHECKOUT} replace />;
  return (
    <Page title={t('verifyTitle')}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>{t('verifyLead', { email: customer.Email })}</Typography>
        <EmailVerificationNotices
          sendError={resend.error}
          sentText={resend.isSuccess ? t('verifySent', { email: customer.Email }) : undefined}
          notYetText={notYet ? t('verifyNotYet') : undefined}
        />
        <Button variant="contained" onClick={() => void check()}>
          {t('verifyCheck')}
        </Button>
        <Button variant="outlined" loading={resend.isPending} onClick={() => resend.mutate(customer.UUID)}>
          {t('verifyResend')}
        </Button>
        <Button component={Link} to={CHECKOUT}>
          {t('backToCheckout')}
        </Button>
      </Stack>
    </Page>
  );
}
