import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ErrorBanner } from '../../components/error-banner';
import { Loader } from '../../components/loader';
import { Page } from '../../components/page';
import { useCustomerUUID } from '../../lib/account';
import { useCartId } from '../../lib/shop/cart-id';
import { useCart } from '../../lib/shop/use-cart';
import { CardPayment } from './card-payment';
import { CartSummary } from './cart-summary';
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

/** checkout, checkout-fwa and checkout-ufb: the cart's summary and its payment. */
export function CheckoutPage() {
  const { t } = useTranslation('shopCheckout');
  const hasCart = !!useCartId();
  const cart = useCart();
  const customerUUID = useCustomerUUID();
  const items = cart.data?.Items ?? [];
  return (
    <Page title={t('title')} width="md">
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
          {customerUUID ? <CardPayment cart={cart.data} customerUUID={customerUUID} /> : <SignInFirst />}
        </>
      )}
    </Page>
  );
}
