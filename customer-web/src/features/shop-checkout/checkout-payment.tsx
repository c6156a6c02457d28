import {
  Alert,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import {
  cardLabel,
  chargedAmounts,
  formatNzd,
  purchaseAnalytics,
  type CheckoutPaymentMethodType,
  type PaymentMethod,
  type ShopCart,
  randomUuid,
} from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ErrorBanner } from '../../components/error-banner';
import { Loader } from '../../components/loader';
import { useFlags } from '../../lib/flags';
import { useChallenge } from '../../lib/payment-provider/use-challenge';
import { readBnplAttempt } from './bnpl-attempt';
import { bnplReturnUrl } from './bnpl-return-query';
import { CheckoutError } from './pay-for-cart';
import { usePayForCart } from './use-pay-for-cart';
import { useSavedCards } from './use-saved-cards';
import './i18n';

/** The card just added (checkout asked for it with ?card=new): the newest one. */
const newest = (cards: PaymentMethod[]) =>
  [...cards].sort((a, b) => b.CreatedAtNanos - a.CreatedAtNanos)[0]?.UUID;

/** The purchase keeps its id across attempts and across a visit to Afterpay or Klarna. */
function usePurchaseUUID(cartUUID: string) {
  const [uuid] = useState(() => {
    const left = readBnplAttempt();
    return left?.cartUUID === cartUUID ? left.purchaseUUID : randomUuid();
  });
  return uuid;
}

/**
 * The payment of a signed-in shopper: a saved card (the default first), or Afterpay or Klarna where their flags
 * are on, and Pay. The purchase keeps its id through failed attempts, so paying again cannot pay twice.
 */
export function CheckoutPayment({
  cart,
  customerUUID,
  beforePay,
  ready = true,
}: {
  cart: ShopCart;
  customerUUID: string;
  /** False while what the payment needs is still arriving (the delivery form's defaults). */
  ready?: boolean;
  /** What must hold before paying (the delivery details, saved): false stops the payment, which says why. */
  beforePay?: () => Promise<boolean>;
}) {
  const { t } = useTranslation('shopCheckout');
  const { flags } = useFlags();
  const location = useLocation();
  const [query] = useSearchParams();
  const { cards, isPending, error } = useSavedCards(customerUUID);
  const { challenge, dialog } = useChallenge();
  const pay = usePayForCart(challenge);
  const purchaseUUID = usePurchaseUUID(cart.UUID);
  const [method, setMethod] = useState<CheckoutPaymentMethodType>('card');
  const [chosen, setChosen] = useState<string | undefined>(() =>
    query.get('card') === 'new' ? 'new' : undefined,
  );
  // The delivery is being checked and saved before the payment starts: one press, one payment.
  const [checking, setChecking] = useState(false);
  if (isPending) return <Loader />;
  if (error) return <ErrorBanner error={error} />;
  const busy = checking || pay.isPending;
  const chosenUUID = chosen === 'new' ? newest(cards) : chosen;
  const card = cards.find((c) => c.UUID === chosenUUID) ?? cards[0];
  const total = formatNzd(chargedAmounts(cart).totalCents);
  const methods: CheckoutPaymentMethodType[] = [
    'card',
    ...(flags.afterpay_module ? (['afterpay'] as const) : []),
    ...(flags.klarna_module ? (['klarna'] as const) : []),
  ];
  const change = pay.error instanceof CheckoutError ? pay.error.change : undefined;
  const submit = async (changePaymentType = false) => {
    setChecking(true);
    // A failed save shows its own error beside the form; the payment does not start.
    const goOn = await (beforePay?.() ?? Promise.resolve(true))
      .catch(() => false)
      .finally(() => setChecking(false));
    if (!goOn) return;
    pay.mutate({
      purchase: {
        customerUUID,
        cartUUID: cart.UUID,
        purchaseUUID,
        method,
        cardUUID: card?.UUID,
        changePaymentType,
        returnUrl: bnplReturnUrl(cart.Items),
      },
      analytics: purchaseAnalytics(cart),
    });
  };
  const addCard = `/profile/balance/payment-methods/add?redirect=${encodeURIComponent(`${location.pathname}?card=new`)}`;
  return (
    <Stack spacing={2} sx={{ mt: 3, alignItems: 'flex-start' }}>
      {methods.length > 1 && (
        <FormControl>
          <FormLabel id="checkout-method">{t('method')}</FormLabel>
          <RadioGroup
            aria-labelledby="checkout-method"
            row
            value={method}
            onChange={(e) => setMethod(e.target.value as CheckoutPaymentMethodType)}
          >
            {methods.map((m) => (
              <FormControlLabel key={m} value={m} control={<Radio />} label={t(`method_${m}`)} />
            ))}
          </RadioGroup>
        </FormControl>
      )}
      {method === 'card' && cards.length === 0 && <Typography>{t('noCards')}</Typography>}
      {method === 'card' && cards.length > 0 && (
        <FormControl>
          <FormLabel id="checkout-pay-with">{t('payWith')}</FormLabel>
          <RadioGroup
            aria-labelledby="checkout-pay-with"
            value={card?.UUID ?? ''}
            onChange={(e) => setChosen(e.target.value)}
          >
            {cards.map((c) => (
              <FormControlLabel
                key={c.UUID}
                value={c.UUID}
                control={<Radio />}
                label={c.Rank === 1 ? t('defaultCard', { card: cardLabel(c) }) : cardLabel(c)}
              />
            ))}
          </RadioGroup>
        </FormControl>
      )}
      {method === 'card' && (
        <Button component={Link} to={addCard}>
          {t('addCard')}
        </Button>
      )}
      {method !== 'card' && <Typography>{t('bnplLeave', { name: t(`method_${method}`) })}</Typography>}
      {pay.error && !change && (
        <>
          <ErrorBanner error={pay.error} />
          {pay.error instanceof CheckoutError && (
            <Alert severity="info" role="status">
              {t('retryHint')}
            </Alert>
          )}
        </>
      )}
      {change && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" onClick={() => void submit(true)} disabled={busy}>
              {t('changeConfirm')}
            </Button>
          }
        >
          {change.cardLast4
            ? t('changePaymentTypeCard', { amount: formatNzd(change.amountCents), last4: change.cardLast4 })
            : t('changePaymentType', { amount: formatNzd(change.amountCents) })}
        </Alert>
      )}
      <Button
        variant="contained"
        disabled={(method === 'card' && !card) || busy || !ready}
        onClick={() => void submit()}
      >
        {busy ? t('paying') : t('pay', { amount: total })}
      </Button>
      {dialog}
    </Stack>
  );
}
