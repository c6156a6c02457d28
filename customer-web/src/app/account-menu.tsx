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
import { serviceType } from '@portal/shared';
import { useFlags } from '../lib/flags';
import { registerTranslations } from '../lib/i18n';
import { useCurrentMobileProduct } from '../lib/mobile-products';

registerTranslations('accountMenu', {
  en: {
    open: 'Account menu',
    screens: {
      dashboard: 'Dashboard',
      yourPlan: 'Your plan',
      allPlans: 'All plans',
      personalData: 'Personal data',
      addons: 'Addons',
      paymentMethods: 'Payment methods',
      billingRoutes: 'Billing routes',
      topUp: 'Top up',
      vouchers: 'Redeem a voucher',
      addresses: 'Delivery addresses',
      help: 'Help centre',
      activation: 'Activate a SIM',
    },
  },
  'mi-NZ': { open: 'Tahua pūkete', screens: { addons: 'Ngā tāpiri' } },
});

/** Every account screen there is, in the order a customer looks for them. */
const SCREENS = [
  ['dashboard', '/profile/dashboard'],
  ['yourPlan', '/profile/your-plan'],
  ['allPlans', '/profile/all-plans'],
  ['personalData', '/profile/personal-data'],
  ['addons', '/profile/addons'],
  ['paymentMethods', '/profile/payment-methods'],
  ['billingRoutes', '/billing-routes'],
  ['addresses', '/profile/shipping-details'],
  ['activation', '/activation'],
  ['help', '/help'],
] as const;

/** Screens only a prepay service has, after payment methods. */
const PREPAY_SCREENS = [
  ['topUp', '/profile/top-up'],
  ['vouchers', '/profile/redeem-voucher'],
] as const;

/** The screens this account has: top-up and vouchers only for a prepay service (and while top-up is shown). */
function useScreens() {
  const { product } = useCurrentMobileProduct();
  const { flags } = useFlags();
  const prepay = !!product && serviceType(product) === 'prepay';
  const extra = PREPAY_SCREENS.filter(([key]) =>
    key === 'topUp' ? prepay && !flags.hide_prepay_topup : prepay && flags.vouchers_menu,
  );
  return [...SCREENS.slice(0, 2), ...extra, ...SCREENS.slice(2)];
}

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
  const screens = useScreens();
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
            {screens.map(([key, to]) => (
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
        {screens.map(([key, to]) => (
          <MenuItem key={key} component={Link} to={to} onClick={close}>
            {t(`screens.${key}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
