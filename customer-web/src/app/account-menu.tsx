import AccountCircleIcon from '@mui/icons-material/AccountCircleOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import { Box, ButtonBase, IconButton, useMediaQuery, useTheme } from '@mui/material';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerTranslations } from '../lib/i18n';
import { useAccountIdentity } from './use-account-identity';

registerTranslations('accountMenu', {
  en: {
    open: 'Account menu',
    openVisitor: 'Menu',
    openPerson: 'Account menu, {{person}}',
    openPersonAccount: 'Account menu, {{person}}, {{account}}',
  },
  'mi-NZ': {
    open: 'Tahua pūkete',
    openVisitor: 'Tahua',
    openPerson: 'Tahua pūkete, {{person}}',
    openPersonAccount: 'Tahua pūkete, {{person}}, {{account}}',
  },
});

// The header is on every page; the menu's list and its popup code load only once someone opens it.
const AccountMenuPopup = lazy(() =>
  import('./account-menu-popup').then((m) => ({ default: m.AccountMenuPopup })),
);

const OneLine = {
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  lineHeight: 1.25,
} as const;
const firstWord = (name: string) => name.split(' ')[0];

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
  const { person, account, others } = useAccountIdentity();
  // The button names who is signed in and, for a login with several accounts, which one is open.
  const label = !signedIn
    ? t('openVisitor')
    : person && account
      ? t('openPersonAccount', { person, account })
      : person
        ? t('openPerson', { person })
        : t('open');
  const close = () => {
    setAnchor(null);
    setDrawerOpen(false);
  };
  const open = (event: React.MouseEvent<HTMLElement>) => {
    setOpened(true);
    if (phone) setDrawerOpen(true);
    else setAnchor(event.currentTarget);
  };
  return (
    <>
      {signedIn && person ? (
        <ButtonBase
          aria-label={label}
          aria-haspopup={phone ? undefined : 'menu'}
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor || drawerOpen ? 'true' : undefined}
          onClick={open}
          sx={{
            gap: 1,
            minHeight: 44,
            px: 1,
            borderRadius: 999,
            color: 'inherit',
            minWidth: 0,
            '&:hover': { bgcolor: 'action.hover' },
          }}
        >
          <AccountCircleIcon />
          <Box
            component="span"
            sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', minWidth: 0 }}
          >
            <Box component="span" sx={{ ...OneLine, fontWeight: 600, maxWidth: { xs: 96, sm: 200 } }}>
              {phone ? (firstWord(person) ?? person) : person}
            </Box>
            {/* The name says what the button shows, in its order (WCAG 2.5.3); a phone has room for the first name. */}
            {account && !phone && ' '}
            {account && !phone && (
              <Box
                component="span"
                sx={{
                  ...OneLine,
                  fontSize: '0.75rem',
                  color: 'text.secondary',
                  maxWidth: { xs: 96, sm: 200 },
                }}
              >
                {account}
              </Box>
            )}
          </Box>
        </ButtonBase>
      ) : (
        <IconButton
          aria-label={label}
          aria-haspopup={phone ? undefined : 'menu'}
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor || drawerOpen ? 'true' : undefined}
          onClick={open}
          color="inherit"
          sx={{ width: 44, height: 44 }}
        >
          {signedIn ? <AccountCircleIcon /> : <MenuIcon />}
        </IconButton>
      )}
      {opened && (
        <Suspense fallback={null}>
          <AccountMenuPopup
            variant={phone ? 'drawer' : 'menu'}
            open={phone ? drawerOpen : !!anchor}
            anchor={anchor}
            menuId={menuId}
            label={label}
            signedIn={signedIn}
            identity={{ person, account, others }}
            onClose={close}
            onSignOut={onSignOut}
          />
        </Suspense>
      )}
    </>
  );
}
