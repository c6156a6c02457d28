import AccountCircleIcon from '@mui/icons-material/AccountCircleOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import { IconButton, useMediaQuery, useTheme } from '@mui/material';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerTranslations } from '../lib/i18n';

registerTranslations('accountMenu', {
  en: { open: 'Account menu', openVisitor: 'Menu' },
  'mi-NZ': { open: 'Tahua pūkete', openVisitor: 'Tahua' },
});

// The header is on every page; the menu's list and its popup code load only once someone opens it.
const AccountMenuPopup = lazy(() =>
  import('./account-menu-popup').then((m) => ({ default: m.AccountMenuPopup })),
);

/**
 * The header's menu: every account screen in groups (account, billing, mobile, broadband, help), the language and
 * the light or dark look, and signing out; a visitor's holds help, language and look. On a phone-sized screen it
 * is a drawer, where a menu would cover the page anyway.
 */
export function AccountMenu({ signedIn, onSignOut }: { signedIn: boolean; onSignOut: () => void }) {
  const { t } = useTranslation('accountMenu');
  const theme = useTheme();
  // Read after hydrating (a pre-rendered page is drawn for a desktop): on a phone only this button draws again.
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Once opened the popup stays mounted, so closing it animates as before.
  const [opened, setOpened] = useState(false);
  const menuId = useId();
  const label = signedIn ? t('open') : t('openVisitor');
  const close = () => {
    setAnchor(null);
    setDrawerOpen(false);
  };
  return (
    <>
      <IconButton
        aria-label={label}
        aria-haspopup={phone ? undefined : 'menu'}
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor || drawerOpen ? 'true' : undefined}
        onClick={(e) => {
          setOpened(true);
          if (phone) setDrawerOpen(true);
          else setAnchor(e.currentTarget);
        }}
        color="inherit"
        sx={{ width: 44, height: 44 }}
      >
        {signedIn ? <AccountCircleIcon /> : <MenuIcon />}
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <AccountMenuPopup
            variant={phone ? 'drawer' : 'menu'}
            open={phone ? drawerOpen : !!anchor}
            anchor={anchor}
            menuId={menuId}
            label={label}
            signedIn={signedIn}
            onClose={close}
            onSignOut={onSignOut}
          />
        </Suspense>
      )}
    </>
  );
}
