import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import {
  broadbandSteps,
  cartDeliveryAddress,
  cartItemKind,
  cartShips,
  deliveryProblems,
  ERRORS,
  formatNzd,
  type DeliveryDetails,
  type ShopCart,
} from '@portal/shared';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ErrorBanner } from '../../components/error-banner';
import { CardSkeleton } from '../../components/card-skeleton';
import { FormSkeleton } from '../../components/content-skeleton';
import { OrderSummary, type SummaryLine } from '../../components/order-summary';
import { StepIndicator } from '../../components/step-indicator';
import { Page } from '../../components/page';
import { useCurrentCustomer, useCustomerUUID } from '../../lib/account';
import { useBroadbandStepLabels } from '../../lib/shop/broadband-step-labels';
import { useCartId } from '../../lib/shop/cart-id';
import { useCart, useSaveCartAddress } from '../../lib/shop/use-cart';
import { CheckoutPayment } from './checkout-payment';
import { DeliveryDetailsForm } from './delivery-details';
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

/** The delivery as the shopper starts it: filled in from the account once known. */
const NO_DELIVERY: DeliveryDetails = { location: undefined, instructions: '', phone: '' };

/**
 * What follows the cart: sign in first, verify the email first, or pay; when something in the cart ships, where
 * it goes comes first, checked before paying and saved with the cart the order is placed from.
 */
function PaymentStep({ cart }: { cart: ShopCart }) {
  const { t } = useTranslation('shopCheckout');
  const customerUUID = useCustomerUUID();
  const { isPending, emailVerified, customer } = useCurrentCustomer();
  const [delivery, setDelivery] = useState<DeliveryDetails>(NO_DELIVERY);
  const [checked, setChecked] = useState(false);
  // Paying waits until the account's delivery address is in the form: a press before it would find it empty.
  const [defaultsIn, setDefaultsIn] = useState(false);
  const saveAddress = useSaveCartAddress();
  const change = useCallback((next: Partial<DeliveryDetails>) => setDelivery((d) => ({ ...d, ...next })), []);
  const markDefaultsIn = useCallback(() => setDefaultsIn(true), []);
  if (!customerUUID) return <SignInFirst />;
  if (isPending) return <FormSkeleton fields={4} />;
  if (!emailVerified) return <VerifyFirst />;
  const ships = cartShips(cart.Items);
  const problems = ships ? deliveryProblems(delivery) : {};
  const beforePay = async () => {
    if (!ships) return true;
    setChecked(true);
    const first = Object.keys(problems)[0];
    if (first) {
      document
        .querySelector<HTMLElement>(`[name="delivery-${first === 'location' ? 'address' : first}"]`)
        ?.focus();
      return false;
    }
    const name = customer ? `${customer.FirstName} ${customer.LastName}` : '';
    await saveAddress.mutateAsync({ cart, address: cartDeliveryAddress(delivery, name) });
    return true;
  };
  return (
    <>
      {ships && (
        <DeliveryDetailsForm
          value={delivery}
          onChange={change}
          onDefaultsIn={markDefaultsIn}
          problems={checked ? problems : {}}
        />
      )}
      {checked && Object.keys(problems).length > 0 && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {t('delivery.check')}
        </Alert>
      )}
      {saveAddress.error && <ErrorBanner error={saveAddress.error} />}
      <CheckoutPayment
        cart={cart}
        customerUUID={customerUUID}
        beforePay={beforePay}
        ready={!ships || defaultsIn}
      />
    </>
  );
}

/** The cart's lines as the summary lists them: each line's price times its quantity (prices include GST). */
const summaryLines = (cart: ShopCart, each: (quantity: number, price: string) => string): SummaryLine[] =>
  cart.Items.map((item) => ({
    key: item.UUID,
    name: item.Name,
    detail: each(item.Quantity, formatNzd(item.PriceCents)),
    cents: item.PriceCents * item.Quantity,
  }));

/**
 * checkout, checkout-fwa and checkout-ufb: the payment (and the delivery, when something ships) beside the order
 * summary; a broadband purchase sees the shop's steps with this one last. With redirect_status=failed (back from
 * Afterpay or Klarna unpaid) it says the payment failed.
 */
export function CheckoutPage() {
  const { t } = useTranslation('shopCheckout');
  const hasCart = !!useCartId();
  const cart = useCart();
  const items = cart.data?.Items ?? [];
  // Afterpay or Klarna sent the shopper back without paying: the cart is as it was.
  const bnplFailed = useSearchParams()[0].get('redirect_status') === 'failed';
  const broadband = items.find((i) => cartItemKind(i) === 'broadband-plan');
  const steps = broadband ? broadbandSteps(broadband.ServiceType === 'FWA' ? 'FWA' : 'UFB') : [];
  const stepLabels = useBroadbandStepLabels(steps);
  return (
    <Page title={t('title')} width={cart.data && items.length > 0 ? 'lg' : 'md'}>
      {steps.length > 0 && <StepIndicator steps={stepLabels} current={steps.length - 1} />}
      {bnplFailed && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {ERRORS.payment_failed}. {t('bnplFailedHint')}
        </Alert>
      )}
      {hasCart && cart.isPending && <CardSkeleton />}
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
        <Box
          sx={{
            display: { xs: 'block', md: 'grid' },
            gridTemplateColumns: { md: 'minmax(0, 2fr) minmax(280px, 1fr)' },
            gap: 4,
            alignItems: 'start',
          }}
        >
          <Box>
            <PaymentStep cart={cart.data} />
          </Box>
          <OrderSummary
            lines={summaryLines(cart.data, (quantity, price) => t('each', { quantity, price }))}
            charged={cart.data}
            totalTestId="checkout-total"
          />
        </Box>
      )}
    </Page>
  );
}
