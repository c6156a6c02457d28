import ShoppingCartIcon from '@mui/icons-material/ShoppingCartOutlined';
import { Badge, Box, IconButton } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { visuallyHidden } from '../components/visually-hidden';
import { cartCount, useCart } from '../lib/shop/use-cart';
import { useClaimCart } from '../lib/shop/use-claim-cart';

/** The header's way to the cart, once something is in it; signing in claims the cart for the customer. */
export function CartLink() {
  const { t } = useTranslation();
  const { data: cart } = useCart();
  useClaimCart();
  const count = cartCount(cart);
  if (count === 0) return null;
  return (
    <IconButton
      component={Link}
      to="/order-placement"
      data-testid="cart-link"
      color="inherit"
      sx={{ width: 44, height: 44 }}
    >
      <Badge badgeContent={count} color="secondary">
        <ShoppingCartIcon />
      </Badge>
      {/* The badge is hidden from screen readers (MUI), so the name says the count itself, then what it counts. */}
      <Box component="span" sx={visuallyHidden}>
        {count} {t('nav.cartItems', { count })}
      </Box>
    </IconButton>
  );
}
