import { Alert, Button, Stack, Typography } from '@mui/material';
import { ERRORS, type ShopCart } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ErrorBanner } from '../../components/error-banner';
import { Loader } from '../../components/loader';
import { Page } from '../../components/page';
import { useCurrentCustomer, useCustomerUUID } from '../../lib/account';
import { useCartId } from '../../lib/shop/cart-id';
import { useCart } from '../../lib/shop/use-cart';
import { CartSummary } from './cart-summary';
import { CheckoutPayment } from './checkout-payment';
import './i18n';

/** A signed-out shopper signs in or up and comes back here; the cart stays with the browser meanwhile. */
function SignInFirst() {
  const { t } = useTranslation('shopCheckout');
  const back = encodeURIComponent(useLocation().pathname);
  return (
    <Stack spacing={2} sx={{ mt: 3, alignItems: 'flex-start' }}>
      <Typography>{t('signInLead')}</Typography>
      <Stack direction="row" spacing={2}>
        <Button variant="contained" component={Link} to={`/sign-in?redirect=${back}`}>
          {t('signIn')}
        </Button>
        <Button variant="outlined" component={Link} to={`/sign-up?redirect=${back}`}>
          {t('signUp')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** A shopper who signed up here verifies their email first (then comes back to pay). */
function VerifyFirst() {
  const { t } = useTranslation('shopCheckout');
  return (
    <Stack spacing={2} sx={{ mt: 3, alignItems: 'flex-start' }}>
      <Typography>{t('verifyFirst')}</Typography>
      <Button variant="contained" component={Link} to="/eshop/email-verify">
        {t('verifyNow')}
      </Button>
    </Stack>
  );
}

/** What follows the cart: sign in first, verify the email first, or pay. */
function PaymentStep({ cart }: { cart: ShopCart }) {
  const customerUUID = useCustomerUUID();
  const { isPending, emailVerified } = useCurrentCustomer();
  if (!customerUUID) return <SignInFirst />;
  if (isPending) return <Loader />;
  if (!emailVerified) return <VerifyFirst />;
  return <CheckoutPayment cart={cart} customerUUID={customerUUID} />;
}

/**
 * checkout, checkout-fwa and checkout-ufb: the cart's summary and its payment; with redirect_status=failed (back
 * from Afterpay or Klarna unpaid) it says the payment failed.
 */
export function CheckoutPage() {
  const { t } = useTranslation('shopCheckout');
  const hasCart = !!useCartId();
  const cart = useCart();
  const items = cart.data?.Items ?? [];
  // Afterpay or Klarna sent the shopper back without paying: the cart is as it was.
  const bnplFailed = useSearchParams()[0].get('redirect_status') === 'failed';
  return (
    <Page title={t('title')} width="md">
      {bnplFailed && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {ERRORS.payment_failed}. {t('bnplFailedHint')}
        </Alert>
      )}
      {hasCart && cart.isPending && <Loader />}
      {cart.error && <ErrorBanner error={cart.error} />}
      {items.length === 0 && !(hasCart && cart.isPending) && (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography>{t('empty')}</Typography>
          <Button component={Link} to="/broadband">
            {t('toShop')}
          </Button>
        </Stack>
      )}
      {cart.data && items.length > 0 && (
        <>
          <CartSummary cart={cart.data} />
          <PaymentStep cart={cart.data} />
        </>
      )}
    </Page>
  );
}
