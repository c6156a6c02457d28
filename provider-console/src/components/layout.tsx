import { Box } from '@mui/material';
import {
  AppBar,
  Layout,
  LoadingIndicator,
  LocalesMenuButton,
  Sidebar,
  type SidebarProps,
  TitlePortal,
  ToggleThemeButton,
  UserMenu,
  useGetIdentity,
  useTheme,
  useTranslate,
  type LayoutProps,
} from 'react-admin';
import { brandMarkUrl } from '@portal/shared';
import { brand } from '../lib/theme';
import { AppBarSearch } from './search/app-bar-search';
import { ConsoleMenu } from './console-menu';
import { LanguageIconButton } from './language-icon-button';
import { OfflineBanner } from './offline-banner';
import { UnsavedEditsReminder } from './unsaved-edit-notice';
import { useNarrow } from './use-narrow';
import { useSidebarFollowsWidth } from './use-sidebar-follows-width';

/** The user menu's accessible name is the name it shows (WCAG 2.5.3), not a generic "Profile". */
function ConsoleUserMenu() {
  const { identity } = useGetIdentity();
  return <UserMenu label={identity?.fullName ?? 'ra.auth.user_menu'} />;
}

/** The provider's mark beside the page title, drawn for the app bar's scheme. */
function BrandMark() {
  const [theme] = useTheme();
  const mode = theme === 'dark' ? 'dark' : 'light';
  return (
    <Box
      component="img"
      src={brandMarkUrl(brand, mode)}
      alt={brand.name}
      width={28}
      height={28}
      data-brand-mark=""
      sx={{ display: 'block', mr: 1.5, flexShrink: 0 }}
    />
  );
}

/** The app bar's spinner, shown while anything loads, named: a progress bar without a name says nothing. */
function NamedLoadingIndicator() {
  const translate = useTranslate();
  return <LoadingIndicator aria-label={translate('ra.page.loading')} />;
}

/**
 * On a phone the language is an icon, the colour scheme follows the phone's and there is no Refresh button (the
 * console's screens keep themselves live), so the page title keeps the room to say where the operator is.
 */
const phoneToolbar = <LanguageIconButton />;
const desktopToolbar = (
  <>
    <LocalesMenuButton />
    <ToggleThemeButton />
    <NamedLoadingIndicator />
  </>
);

function ConsoleAppBar() {
  const narrow = useNarrow();
  useSidebarFollowsWidth();
  return (
    <AppBar userMenu={<ConsoleUserMenu />} toolbar={narrow ? phoneToolbar : desktopToolbar}>
      <BrandMark />
      <TitlePortal />
      <AppBarSearch narrow={narrow} />
    </AppBar>
  );
}

/** On a phone the menu is a drawer over the page, a dialog that says what it is. */
function ConsoleSidebar(props: SidebarProps) {
  const translate = useTranslate();
  return <Sidebar {...props} slotProps={{ paper: { 'aria-label': translate('console.menu') } }} />;
}

export const ConsoleLayout = ({ children, ...props }: LayoutProps) => (
  <Layout {...props} appBar={ConsoleAppBar} sidebar={ConsoleSidebar} menu={ConsoleMenu}>
    <OfflineBanner />
    <UnsavedEditsReminder />
    {children}
  </Layout>
);
