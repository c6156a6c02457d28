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
      usage: 'Usage',
      simSettings: 'SIM settings',
      simActions: 'SIM card actions',
      myOrders: 'My orders',
      broadband: 'Broadband',
      paymentMethods: 'Payment methods',
      billingRoutes: 'Billing routes',
      topUp: 'Top up',
      vouchers: 'Redeem a voucher',
      billing: 'Billing',
      invoices: 'Invoices',
      payBill: 'Pay bill',
      paymentsHistory: 'Payment history',
      addresses: 'Delivery addresses',
      help: 'Help centre',
      activation: 'Activate a SIM',
      numberPorting: 'Bring your number',
      customerGroups: 'Customer groups',
      mobileGroups: 'Mobile groups',
    },
  },
  'mi-NZ': { open: 'Tahua pūkete', screens: { addons: 'Ngā tāpiri' } },
});

type Condition =
  | 'postpay'
  | 'prepayTopUp'
  | 'prepayVouchers'
  | 'numberPorting'
  | 'mobileService'
  | 'customerGroups'
  | 'mobileGroups';

/** Every account screen there is, in the order a customer looks for them, with the condition it is shown on. */
const SCREENS: readonly (readonly [key: string, path: string, when?: Condition])[] = [
  ['dashboard', '/profile/dashboard'],
  ['yourPlan', '/profile/your-plan'],
  ['allPlans', '/profile/all-plans'],
  ['personalData', '/profile/personal-data'],
  ['addons', '/profile/addons'],
  ['usage', '/profile/usage'],
  ['simSettings', '/profile/supp-features', 'mobileService'],
  ['simActions', '/profile/sim-card-actions', 'mobileService'],
  ['myOrders', '/profile/my-orders'],
  ['broadband', '/profile/broadband'],
  ['paymentMethods', '/profile/payment-methods'],
  ['topUp', '/profile/top-up', 'prepayTopUp'],
  ['vouchers', '/profile/redeem-voucher', 'prepayVouchers'],
  ['billingRoutes', '/billing-routes'],
  ['billing', '/profile/billing', 'postpay'],
  ['invoices', '/profile/invoices', 'postpay'],
  ['payBill', '/profile/pay-bill', 'postpay'],
  ['paymentsHistory', '/profile/payments-history'],
  ['addresses', '/profile/shipping-details'],
  ['activation', '/activation'],
  ['numberPorting', '/profile/number-porting', 'numberPorting'],
  ['customerGroups', '/profile/customer-groups', 'customerGroups'],
  ['mobileGroups', '/profile/mobile-groups', 'mobileGroups'],
  ['help', '/help'],
];

/**
 * The screens this account has: postpay bills only for a postpay service, top-up and vouchers only for a prepay
 * one (and while their flags show them). The guards' rule code is not loaded here (the header is on every page):
 * the current service decides.
 */
function useScreens() {
  const { product } = useCurrentMobileProduct();
  const { flags } = useFlags();
  const type = product ? serviceType(product) : undefined;
  const holds: Record<Condition, boolean> = {
    postpay: type === 'postpay',
    prepayTopUp: type === 'prepay' && !flags.hide_prepay_topup,
    prepayVouchers: type === 'prepay' && flags.vouchers_menu,
    numberPorting: flags.number_porting,
    mobileService: type === 'postpay' || type === 'prepay',
    customerGroups: flags.customer_groups,
    mobileGroups: flags.mobile_groups,
  };
  return SCREENS.filter(([, , when]) => !when || holds[when]);
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
