import { AppBar, Layout, UserMenu, useGetIdentity, type LayoutProps } from 'react-admin';

/** The user menu's accessible name is the name it shows (WCAG 2.5.3), not a generic "Profile". */
function ConsoleUserMenu() {
  const { identity } = useGetIdentity();
  return <UserMenu label={identity?.fullName ?? 'ra.auth.user_menu'} />;
}

const ConsoleAppBar = () => <AppBar userMenu={<ConsoleUserMenu />} />;

export const ConsoleLayout = (props: LayoutProps) => <Layout {...props} appBar={ConsoleAppBar} />;
