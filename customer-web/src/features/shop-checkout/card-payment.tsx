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
import { cardLabel, formatNzd, type ShopCart } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorBanner } from '../../components/error-banner';
import { Loader } from '../../components/loader';
import { useChallenge } from '../../lib/payment-provider/use-challenge';
import { CheckoutError } from './pay-for-cart';
import { usePayForCart } from './use-pay-for-cart';
import { useSavedCards } from './use-saved-cards';
import './i18n';

/**
 * The card payment of a signed-in shopper: a saved card (the default first) and Pay. The purchase keeps its id
 * through failed attempts, so paying again after a refused card cannot pay twice.
 */
export function CardPayment({ cart, customerUUID }: { cart: ShopCart; customerUUID: string }) {
  const { t } = useTranslation('shopCheckout');
  const { cards, isPending, error } = useSavedCards(customerUUID);
  const { challenge, dialog } = useChallenge();
  const pay = usePayForCart(challenge);
  const [purchaseUUID] = useState(() => crypto.randomUUID());
  const [chosen, setChosen] = useState<string>();
  const card = cards.find((c) => c.UUID === chosen) ?? cards[0];
  if (isPending) return <Loader />;
  if (error) return <ErrorBanner error={error} />;
  const total = formatNzd(cart.AmountCents + cart.AmountTaxCents);
  return (
    <Stack spacing={2} sx={{ mt: 3, alignItems: 'flex-start' }}>
      {cards.length === 0 ? (
        <Typography>{t('noCards')}</Typography>
      ) : (
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
      <Button component={Link} to="/profile/balance/payment-methods/add">
        {t('addCard')}
      </Button>
      {pay.error && (
        <>
          <ErrorBanner error={pay.error} />
          {pay.error instanceof CheckoutError && (
            <Alert severity="info" role="status">
              {t('retryHint')}
            </Alert>
          )}
        </>
      )}
      <Button
        variant="contained"
        disabled={!card || pay.isPending}
        onClick={() => pay.mutate({ customerUUID, cartUUID: cart.UUID, purchaseUUID, cardUUID: card?.UUID })}
      >
        {pay.isPending ? t('paying') : t('pay', { amount: total })}
      </Button>
      {dialog}
    </Stack>
  );
}
