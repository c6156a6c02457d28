import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { formatNzd, type ShopCart } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { AmountsWithGst } from '../../components/amounts-with-gst';
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
      <AmountsWithGst amounts={cart} totalTestId="checkout-total" />
    </section>
  );
}
