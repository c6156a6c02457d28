import MenuIcon from '@mui/icons-material/Menu';
import { Button, IconButton, useMediaQuery, useTheme } from '@mui/material';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerTranslations } from '../lib/i18n';

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

// The header is on every signed-in page; the menu's list and its popup code load only once a customer opens it.
const AccountMenuPopup = lazy(() =>
  import('./account-menu-popup').then((m) => ({ default: m.AccountMenuPopup })),
);

/**
 * The signed-in header's way to every account screen: a menu under "Account menu", and on a phone-sized screen a
 * drawer, where a menu would cover the page anyway.
 */
export function AccountMenu() {
  const { t } = useTranslation('accountMenu');
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Once opened the popup stays mounted, so closing it animates as before.
  const [opened, setOpened] = useState(false);
  const menuId = useId();
  const close = () => {
    setAnchor(null);
    setDrawerOpen(false);
  };
  const popup = opened && (
    <Suspense fallback={null}>
      <AccountMenuPopup
        variant={phone ? 'drawer' : 'menu'}
        open={phone ? drawerOpen : !!anchor}
        anchor={anchor}
        menuId={menuId}
        onClose={close}
      />
    </Suspense>
  );
  if (phone)
    return (
      <>
        <IconButton
          aria-label={t('open')}
          onClick={() => {
            setOpened(true);
            setDrawerOpen(true);
          }}
          color="inherit"
        >
          <MenuIcon />
        </IconButton>
        {popup}
      </>
    );
  return (
    <>
      <Button
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => {
          setOpened(true);
          setAnchor(e.currentTarget);
        }}
      >
        {t('open')}
      </Button>
      {popup}
    </>
  );
}
