import { Drawer, List, ListItemButton, ListItemText, Menu, MenuItem } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { serviceType } from '@portal/shared';
import { useFlags } from '../lib/flags';
import { useCurrentMobileProduct } from '../lib/mobile-products';

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

interface AccountMenuPopupProps {
  /** A drawer on a phone-sized screen, where a menu would cover the page anyway; a menu under its button otherwise. */
  variant: 'drawer' | 'menu';
  open: boolean;
  anchor: HTMLElement | null;
  menuId: string;
  onClose: () => void;
}

/** The account screens the header's "Account menu" opens: loaded the first time it is opened. */
export function AccountMenuPopup({ variant, open, anchor, menuId, onClose }: AccountMenuPopupProps) {
  const { t } = useTranslation('accountMenu');
  const screens = useScreens();
  if (variant === 'drawer')
    return (
      <Drawer anchor="right" open={open} onClose={onClose}>
        <List component="nav" aria-label={t('open')} sx={{ width: 260 }}>
          {screens.map(([key, to]) => (
            <ListItemButton key={key} component={Link} to={to} onClick={onClose}>
              <ListItemText primary={t(`screens.${key}`)} />
            </ListItemButton>
          ))}
        </List>
      </Drawer>
    );
  return (
    <Menu id={menuId} anchorEl={anchor} open={open} onClose={onClose}>
      {screens.map(([key, to]) => (
        <MenuItem key={key} component={Link} to={to} onClick={onClose}>
          {t(`screens.${key}`)}
        </MenuItem>
      ))}
    </Menu>
  );
}
