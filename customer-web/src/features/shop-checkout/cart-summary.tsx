import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import { formatNzd, type ShopCart } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import './i18n';

/** What the shopper is about to pay for: the lines, the amount before GST, the GST and the total. */
export function CartSummary({ cart }: { cart: ShopCart }) {
  const { t } = useTranslation('shopCheckout');
  return (
    <section aria-labelledby="checkout-summary">
      <Typography id="checkout-summary" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('summary')}
      </Typography>
      <List aria-label={t('summary')} dense>
        {cart.Items.map((item) => (
          <ListItem key={item.UUID} divider>
            <ListItemText
              primary={item.Name}
              secondary={t('each', { quantity: item.Quantity, price: formatNzd(item.PriceCents) })}
            />
          </ListItem>
        ))}
      </List>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto auto', gap: 1, maxWidth: 360 }}>
        <dt>{t('amount')}</dt>
        <dd>{formatNzd(cart.AmountCents)}</dd>
        <dt>{t('tax')}</dt>
        <dd>{formatNzd(cart.AmountTaxCents)}</dd>
        <dt>
          <strong>{t('total')}</strong>
        </dt>
        <dd data-testid="checkout-total">
          <strong>{formatNzd(cart.AmountCents + cart.AmountTaxCents)}</strong>
        </dd>
      </Box>
    </section>
  );
}
