import AccountBalanceIcon from '@mui/icons-material/AccountBalanceOutlined';
import AddCardIcon from '@mui/icons-material/AddCardOutlined';
import BarChartIcon from '@mui/icons-material/BarChartOutlined';
import ChatIcon from '@mui/icons-material/ChatOutlined';
import CheckIcon from '@mui/icons-material/Check';
import CreditCardIcon from '@mui/icons-material/CreditCardOutlined';
import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import ExtensionIcon from '@mui/icons-material/ExtensionOutlined';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import HelpIcon from '@mui/icons-material/HelpOutlineOutlined';
import HistoryIcon from '@mui/icons-material/HistoryOutlined';
import HowToRegIcon from '@mui/icons-material/HowToRegOutlined';
import LocalShippingIcon from '@mui/icons-material/LocalShippingOutlined';
import LoginIcon from '@mui/icons-material/LoginOutlined';
import LogoutIcon from '@mui/icons-material/LogoutOutlined';
import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import PersonIcon from '@mui/icons-material/PersonOutlineOutlined';
import PhoneForwardedIcon from '@mui/icons-material/PhoneForwardedOutlined';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLongOutlined';
import RedeemIcon from '@mui/icons-material/RedeemOutlined';
import RequestQuoteIcon from '@mui/icons-material/RequestQuoteOutlined';
import RouterIcon from '@mui/icons-material/RouterOutlined';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBagOutlined';
import SimCardIcon from '@mui/icons-material/SimCardOutlined';
import SwapHorizIcon from '@mui/icons-material/SwapHorizOutlined';
import SwitchAccountIcon from '@mui/icons-material/SwitchAccountOutlined';
import TuneIcon from '@mui/icons-material/TuneOutlined';
import ViewListIcon from '@mui/icons-material/ViewListOutlined';
import WifiIcon from '@mui/icons-material/WifiOutlined';
import {
  Box,
  Button,
  Divider,
  Drawer,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Menu,
  MenuItem,
  Stack,
  Typography,
} from '@mui/material';
import { LANGUAGES, serviceType, type Language } from '@portal/shared';
import { Suspense, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { schemePreference, setSchemePreference, type SchemePreference } from '../lib/colour-scheme';
import { useFlags } from '../lib/flags';
import { registerTranslations, setLanguage } from '../lib/i18n';
import { useCurrentMobileProduct } from '../lib/mobile-products';
import { useHasBroadband } from '../lib/profile-tab-facts';
import { supportChat } from '../lib/support-chat';
import { menuConditions, type Condition } from './menu-conditions';
import { ProductSwitcher } from './product-switcher';
import type { AccountChoice } from './use-account-identity';

// The menu's entries are worded here, so a page carries only the words of its button until the menu opens.
registerTranslations('accountMenuItems', {
  en: {
    groups: {
      account: 'Account',
      billing: 'Billing',
      mobile: 'Mobile',
      broadband: 'Broadband',
      help: 'Help',
      language: 'Language',
      appearance: 'Appearance',
    },
    schemes: { system: 'Match my device', light: 'Light', dark: 'Dark' },
    identity: { accountOpen: 'Account open: {{account}}', switchTo: 'Switch account' },
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
      broadbandShop: 'Get broadband',
      buySim: 'Buy a SIM',
      buyEsim: 'Buy an eSIM',
      promoCode: 'Redeem a promo code',
      bankTransactions: 'Bank transactions',
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
      chat: 'Chat with us',
      activation: 'Activate a SIM',
      numberPorting: 'Bring your number',
      customerGroups: 'Customer groups',
      mobileGroups: 'Mobile groups',
      signIn: 'Sign in',
      signUp: 'Sign up',
      signOut: 'Sign out',
    },
  },
  'mi-NZ': {
    groups: { account: 'Pūkete', help: 'Āwhina', language: 'Reo' },
    identity: { accountOpen: 'Pūkete tuwhera: {{account}}' },
    screens: { addons: 'Ngā tāpiri', signIn: 'Takiuru', signOut: 'Takiputa', chat: 'Kōrero mai' },
  },
});

type Group = 'account' | 'billing' | 'mobile' | 'broadband' | 'help';

interface Entry {
  key: string;
  group: Group;
  icon: ReactElement;
  /** A screen to open, or an action ("chat"). */
  to?: string;
  when?: Condition;
}

/** Every screen there is, in groups, in the order a customer looks for them, with the condition it is shown on. */
const ENTRIES: readonly Entry[] = [
  {
    key: 'personalData',
    group: 'account',
    icon: <PersonIcon />,
    to: '/profile/personal-data',
    when: 'signedIn',
  },
  {
    key: 'addresses',
    group: 'account',
    icon: <LocalShippingIcon />,
    to: '/profile/shipping-details',
    when: 'signedIn',
  },
  {
    key: 'myOrders',
    group: 'account',
    icon: <ShoppingBagIcon />,
    to: '/profile/my-orders',
    when: 'signedIn',
  },
  {
    key: 'customerGroups',
    group: 'account',
    icon: <GroupsIcon />,
    to: '/profile/customer-groups',
    when: 'customerGroups',
  },
  { key: 'signIn', group: 'account', icon: <LoginIcon />, to: '/sign-in', when: 'visitor' },
  { key: 'signUp', group: 'account', icon: <HowToRegIcon />, to: '/sign-up', when: 'visitor' },
  {
    key: 'paymentMethods',
    group: 'billing',
    icon: <CreditCardIcon />,
    to: '/profile/payment-methods',
    when: 'signedIn',
  },
  {
    key: 'billingRoutes',
    group: 'billing',
    icon: <AccountBalanceIcon />,
    to: '/billing-routes',
    when: 'signedIn',
  },
  { key: 'billing', group: 'billing', icon: <RequestQuoteIcon />, to: '/profile/billing', when: 'postpay' },
  { key: 'invoices', group: 'billing', icon: <ReceiptLongIcon />, to: '/profile/invoices', when: 'postpay' },
  { key: 'payBill', group: 'billing', icon: <PaymentsIcon />, to: '/profile/pay-bill', when: 'postpay' },
  {
    key: 'paymentsHistory',
    group: 'billing',
    icon: <HistoryIcon />,
    to: '/profile/payments-history',
    when: 'signedIn',
  },
  { key: 'topUp', group: 'billing', icon: <AddCardIcon />, to: '/profile/top-up', when: 'prepayTopUp' },
  {
    key: 'vouchers',
    group: 'billing',
    icon: <RedeemIcon />,
    to: '/profile/redeem-voucher',
    when: 'prepayVouchers',
  },
  {
    key: 'promoCode',
    group: 'billing',
    icon: <RedeemIcon />,
    to: '/profile/redeem-promo-code',
    when: 'promoCode',
  },
  {
    key: 'bankTransactions',
    group: 'billing',
    icon: <AccountBalanceIcon />,
    to: '/profile/payments-history',
    when: 'bankTransactions',
  },
  { key: 'dashboard', group: 'mobile', icon: <DashboardIcon />, to: '/profile/dashboard', when: 'signedIn' },
  { key: 'yourPlan', group: 'mobile', icon: <SimCardIcon />, to: '/profile/your-plan', when: 'signedIn' },
  { key: 'allPlans', group: 'mobile', icon: <ViewListIcon />, to: '/profile/all-plans', when: 'signedIn' },
  { key: 'addons', group: 'mobile', icon: <ExtensionIcon />, to: '/profile/addons', when: 'signedIn' },
  { key: 'usage', group: 'mobile', icon: <BarChartIcon />, to: '/profile/usage', when: 'signedIn' },
  {
    key: 'simSettings',
    group: 'mobile',
    icon: <TuneIcon />,
    to: '/profile/supp-features',
    when: 'mobileService',
  },
  {
    key: 'simActions',
    group: 'mobile',
    icon: <SettingsIcon />,
    to: '/profile/sim-card-actions',
    when: 'mobileService',
  },
  {
    key: 'activation',
    group: 'mobile',
    icon: <SimCardIcon />,
    to: '/activation',
    when: 'alreadyHaveSim',
  },
  {
    key: 'numberPorting',
    group: 'mobile',
    icon: <PhoneForwardedIcon />,
    to: '/profile/number-porting',
    when: 'numberPorting',
  },
  {
    key: 'mobileGroups',
    group: 'mobile',
    icon: <GroupsIcon />,
    to: '/profile/mobile-groups',
    when: 'mobileGroups',
  },
  { key: 'buySim', group: 'mobile', icon: <SwapHorizIcon />, to: '/sim-purchase', when: 'simPurchase' },
  { key: 'buyEsim', group: 'mobile', icon: <SimCardIcon />, to: '/sim-purchase?type=esim', when: 'esim' },
  {
    key: 'broadband',
    group: 'broadband',
    icon: <RouterIcon />,
    to: '/profile/broadband',
    when: 'hasBroadband',
  },
  { key: 'broadbandShop', group: 'broadband', icon: <WifiIcon />, to: '/broadband', when: 'broadbandShop' },
  { key: 'help', group: 'help', icon: <HelpIcon />, to: '/help' },
  { key: 'chat', group: 'help', icon: <ChatIcon /> },
];

const GROUPS: readonly Group[] = ['account', 'billing', 'mobile', 'broadband', 'help'];

/**
 * The entries this visitor or account has: postpay bills only for a postpay service, top-up and vouchers only for
 * a prepay one (and while their flags show them). The guards' rule code is not loaded here (the header is on every
 * page): the current service decides.
 */
function useEntries(signedIn: boolean) {
  const { product } = useCurrentMobileProduct();
  const { hasBroadband } = useHasBroadband();
  const { flags } = useFlags();
  const type = product ? serviceType(product) : undefined;
  const holds = menuConditions({ signedIn, type, hasBroadband }, flags);
  const shown = ENTRIES.filter((e) => !e.when || holds[e.when]);
  return GROUPS.map((group) => ({ group, entries: shown.filter((e) => e.group === group) })).filter(
    (g) => g.entries.length > 0,
  );
}

interface AccountMenuPopupProps {
  /** A drawer on a phone-sized screen, where a menu would cover the page anyway; a menu under its button otherwise. */
  variant: 'drawer' | 'menu';
  open: boolean;
  anchor: HTMLElement | null;
  menuId: string;
  label: string;
  signedIn: boolean;
  /** Who is signed in, the account open when the login has several, and the others to switch to. */
  identity: { person?: string; account?: string; others: AccountChoice[] };
  onClose: () => void;
  onSignOut: () => void;
}

const SCHEMES: readonly SchemePreference[] = ['system', 'light', 'dark'];
const htmlLang = (lng: Language) => (lng === 'mi-NZ' ? 'mi' : 'en');

/** The header menu's contents: loaded the first time it is opened. */
export function AccountMenuPopup(props: AccountMenuPopupProps) {
  const { variant, open, anchor, menuId, label, signedIn, identity, onClose, onSignOut } = props;
  const { t, i18n } = useTranslation('accountMenuItems');
  const navigate = useNavigate();
  // Another account of the login opens as choosing it after signing in does (its multi-factor step included).
  const switchTo = async (uuid: string) => {
    onClose();
    const { chooseAccount, outcomePath } = await import('../lib/session/complete-sign-in');
    const { to, state } = outcomePath(await chooseAccount(uuid));
    void navigate(to, { state });
  };
  // In the menu a list subheader, which the menu's arrow keys and first focus pass over.
  const who = signedIn && identity.person && (
    <ListSubheader
      key="who"
      component="div"
      role="presentation"
      sx={{ position: 'static', px: 2, pt: 1.5, pb: 1, lineHeight: 1.5, color: 'text.primary' }}
    >
      <Typography sx={{ fontWeight: 700 }}>{identity.person}</Typography>
      {identity.account && (
        <Typography variant="body2" color="text.secondary">
          {t('identity.accountOpen', { account: identity.account })}
        </Typography>
      )}
    </ListSubheader>
  );
  const groups = useEntries(signedIn);
  const preference = schemePreference();
  const act = (entry: Entry) => {
    onClose();
    if (entry.key === 'chat') supportChat.open();
  };
  const signOut = () => {
    onClose();
    onSignOut();
  };

  if (variant === 'drawer')
    return (
      <Drawer anchor="right" open={open} onClose={onClose}>
        <Box component="nav" aria-label={label} sx={{ width: 300, maxWidth: '85vw', pb: 2 }}>
          {who}
          {identity.others.length > 0 && (
            <List
              component="div"
              dense
              subheader={<ListSubheader component="div">{t('identity.switchTo')}</ListSubheader>}
            >
              {identity.others.map((other) => (
                <ListItemButton
                  key={other.uuid}
                  onClick={() => void switchTo(other.uuid)}
                  sx={{ minHeight: 44 }}
                >
                  <ListItemIcon sx={{ minWidth: 40 }}>
                    <SwitchAccountIcon />
                  </ListItemIcon>
                  <ListItemText primary={other.name} />
                </ListItemButton>
              ))}
            </List>
          )}
          {signedIn && (
            <Box sx={{ p: 2, pb: 0 }}>
              <Suspense fallback={null}>
                <ProductSwitcher />
              </Suspense>
            </Box>
          )}
          {groups.map(({ group, entries }) => (
            <List
              key={group}
              component="div"
              dense
              subheader={<ListSubheader component="div">{t(`groups.${group}`)}</ListSubheader>}
            >
              {entries.map((entry) => (
                <ListItemButton
                  key={entry.key}
                  {...(entry.to ? { component: Link, to: entry.to } : {})}
                  onClick={() => act(entry)}
                  sx={{ minHeight: 44 }}
                >
                  <ListItemIcon sx={{ minWidth: 40 }}>{entry.icon}</ListItemIcon>
                  <ListItemText primary={t(`screens.${entry.key}`)} />
                </ListItemButton>
              ))}
            </List>
          ))}
          <Divider />
          <Stack spacing={2} sx={{ p: 2 }}>
            <NativeChoice
              label={t('groups.language')}
              value={i18n.language}
              onChange={(lng) => void setLanguage(lng as Language)}
              options={LANGUAGES.map((lng) => ({
                value: lng,
                label: t(`language.${lng}`, { ns: 'common' }),
                lang: htmlLang(lng),
              }))}
            />
            <NativeChoice
              label={t('groups.appearance')}
              value={preference}
              onChange={(choice) => setSchemePreference(choice as SchemePreference)}
              options={SCHEMES.map((s) => ({ value: s, label: t(`schemes.${s}`) }))}
            />
            {signedIn && (
              <Button variant="outlined" startIcon={<LogoutIcon />} onClick={signOut}>
                {t('screens.signOut')}
              </Button>
            )}
          </Stack>
        </Box>
      </Drawer>
    );

  const subheader = (key: string, text: string) => (
    <ListSubheader key={`group-${key}`} role="presentation" sx={{ lineHeight: '32px', fontWeight: 700 }}>
      {text}
    </ListSubheader>
  );
  const radio = (key: string, text: string, checked: boolean, choose: () => void, lang?: string) => (
    <MenuItem
      key={key}
      role="menuitemradio"
      aria-checked={checked}
      lang={lang}
      onClick={() => {
        onClose();
        choose();
      }}
    >
      <ListItemIcon>{checked ? <CheckIcon /> : null}</ListItemIcon>
      {text}
    </MenuItem>
  );
  const items: ReactNode[] = [];
  if (who) items.push(who);
  if (identity.others.length > 0) {
    items.push(subheader('switch', t('identity.switchTo')));
    for (const other of identity.others)
      items.push(
        <MenuItem key={`switch-${other.uuid}`} onClick={() => void switchTo(other.uuid)}>
          <ListItemIcon>
            <SwitchAccountIcon />
          </ListItemIcon>
          {other.name}
        </MenuItem>,
      );
    items.push(<Divider key="d-switch" />);
  }
  for (const { group, entries } of groups) {
    items.push(subheader(group, t(`groups.${group}`)));
    for (const entry of entries)
      items.push(
        <MenuItem
          key={entry.key}
          {...(entry.to ? { component: Link, to: entry.to } : {})}
          onClick={() => act(entry)}
        >
          <ListItemIcon>{entry.icon}</ListItemIcon>
          {t(`screens.${entry.key}`)}
        </MenuItem>,
      );
  }
  items.push(<Divider key="d-settings" />, subheader('language', t('groups.language')));
  for (const lng of LANGUAGES)
    items.push(
      radio(
        `lang-${lng}`,
        t(`language.${lng}`, { ns: 'common' }),
        i18n.language === lng,
        () => void setLanguage(lng),
        htmlLang(lng),
      ),
    );
  items.push(subheader('appearance', t('groups.appearance')));
  for (const s of SCHEMES)
    items.push(radio(`scheme-${s}`, t(`schemes.${s}`), preference === s, () => setSchemePreference(s)));
  if (signedIn)
    items.push(
      <Divider key="d-out" />,
      <MenuItem key="sign-out" onClick={signOut}>
        <ListItemIcon>
          <LogoutIcon />
        </ListItemIcon>
        {t('screens.signOut')}
      </MenuItem>,
    );
  return (
    <Menu
      id={menuId}
      anchorEl={anchor}
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { maxHeight: 'calc(100vh - 96px)', minWidth: 260 } } }}
    >
      {items}
    </Menu>
  );
}

/** A labelled native select: keyboard and screen-reader friendly inside the phone's drawer. */
function NativeChoice({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string; lang?: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <Box component="label" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <span>{label}</span>
      <Box
        component="select"
        value={value}
        onChange={(e: React.ChangeEvent<HTMLSelectElement>) => onChange(e.target.value)}
        sx={{
          font: 'inherit',
          minHeight: 44,
          px: 1,
          borderRadius: 1,
          border: 1,
          borderColor: 'text.secondary',
          bgcolor: 'background.paper',
          color: 'text.primary',
        }}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value} lang={o.lang}>
            {o.label}
          </option>
        ))}
      </Box>
    </Box>
  );
}
