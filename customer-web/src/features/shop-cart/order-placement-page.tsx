import { Button, IconButton, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNzd, maxQuantity, setQuantity } from '@portal/shared';
import { AmountsWithGst } from '../../components/amounts-with-gst';
import { ErrorBanner } from '../../components/error-banner';
import { ListSkeleton } from '../../components/content-skeleton';
import { Page } from '../../components/page';
import { useSession } from '../../lib/session/use-session';
import { useCart, useSaveCart } from '../../lib/shop/use-cart';
import { useCartId } from '../../lib/shop/cart-id';
import './i18n';

/** order-placement: the cart review. Quantities change here (0 removes a line); checkout comes after. */
export function OrderPlacementPage() {
  const { t } = useTranslation('shopCart');
  const hasCart = !!useCartId();
  const cart = useCart();
  const save = useSaveCart();
  const session = useSession();
  const items = cart.data?.Items ?? [];
  const change = (index: number, quantity: number) => save.mutate((all) => setQuantity(all, index, quantity));
  return (
    <Page title={t('title')} width="md">
      {hasCart && cart.isPending && <ListSkeleton rows={2} />}
      {(cart.error ?? save.error) && <ErrorBanner error={cart.error ?? save.error} />}
      {items.length === 0 && !(hasCart && cart.isPending) && (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography>{t('empty')}</Typography>
          <Button component={Link} to="/broadband">
            {t('shopBroadband')}
          </Button>
          <Button component={Link} to="/sim-purchase">
            {t('shopSims')}
          </Button>
        </Stack>
      )}
      {cart.data && items.length > 0 && (
        <>
          <Typography color="text.secondary">{t('number', { number: cart.data.Number })}</Typography>
          <List aria-label={t('title')}>
            {items.map((item, index) => (
              <ListItem key={item.UUID} divider>
                <ListItemText
                  primary={item.Name}
                  secondary={t('each', { price: formatNzd(item.PriceCents) })}
                />
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <IconButton
                    aria-label={t('decrease', { name: item.Name })}
                    disabled={save.isPending}
                    onClick={() => change(index, item.Quantity - 1)}
                  >
                    −
                  </IconButton>
                  <Typography data-testid="quantity">{item.Quantity}</Typography>
                  <IconButton
                    aria-label={t('increase', { name: item.Name })}
                    disabled={save.isPending || item.Quantity >= maxQuantity(item)}
                    onClick={() => change(index, item.Quantity + 1)}
                  >
                    +
                  </IconButton>
                  <Button disabled={save.isPending} onClick={() => change(index, 0)}>
                    {t('remove', { name: item.Name })}
                  </Button>
                </Stack>
              </ListItem>
            ))}
          </List>
          <AmountsWithGst amounts={cart.data} totalTestId="cart-total" />
          {session.status !== 'signed-in' && <Typography sx={{ my: 2 }}>{t('signInFirst')}</Typography>}
          <Button variant="contained" component={Link} to="/eshop/checkout" sx={{ mt: 2 }}>
            {t('checkout')}
          </Button>
        </>
      )}
    </Page>
  );
}
