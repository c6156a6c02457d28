import MenuIcon from '@mui/icons-material/Menu';
import {
  Button,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  Menu,
  MenuItem,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { registerTranslations } from '../lib/i18n';

registerTranslations('accountMenu', {
  en: {
    open: 'Account menu',
    screens: {
      personalData: 'Personal data',
      myOrders: 'My orders',
      broadband: 'Broadband',
      paymentMethods: 'Payment methods',
      billingRoutes: 'Billing routes',
      addresses: 'Delivery addresses',
      help: 'Help centre',
    },
  },
  'mi-NZ': { open: 'Tahua pūkete' },
});

/** Every account screen there is, in the order a customer looks for them. */
const SCREENS = [
  ['personalData', '/profile/personal-data'],
  ['myOrders', '/profile/my-orders'],
  ['broadband', '/profile/broadband'],
  ['paymentMethods', '/profile/payment-methods'],
  ['billingRoutes', '/billing-routes'],
  ['addresses', '/profile/shipping-details'],
  ['help', '/help'],
] as const;

/**
 * The signed-in header's way to every account screen: a menu under "Account menu", and on a phone-sized screen a
 * drawer, where a menu would cover the page anyway.
 */
export function AccountMenu() {
  const { t } = useTranslation('accountMenu');
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuId = useId();
  const close = () => {
    setAnchor(null);
    setDrawerOpen(false);
  };
  if (phone)
    return (
      <>
        <IconButton aria-label={t('open')} onClick={() => setDrawerOpen(true)} color="inherit">
          <MenuIcon />
        </IconButton>
        <Drawer anchor="right" open={drawerOpen} onClose={close}>
          <List component="nav" aria-label={t('open')} sx={{ width: 260 }}>
            {SCREENS.map(([key, to]) => (
              <ListItemButton key={key} component={Link} to={to} onClick={close}>
                <ListItemText primary={t(`screens.${key}`)} />
              </ListItemButton>
            ))}
          </List>
        </Drawer>
      </>
    );
  return (
    <>
      <Button
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {t('open')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={close}>
        {SCREENS.map(([key, to]) => (
          <MenuItem key={key} component={Link} to={to} onClick={close}>
            {t(`screens.${key}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
