import { AppBar, Box, Button, Link as MuiLink, Toolbar, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { LANGUAGES, type Language } from '@portal/shared';
import { Loader } from '../components/loader';
import { PageErrorBoundary } from '../components/page-error-boundary';
import { setLanguage } from '../lib/i18n';
import { useCartId } from '../lib/shop/cart-id';
import { sessionStore } from '../lib/session/session-store';
import { useSession } from '../lib/session/use-session';
import { supportChat, useSupportChat } from '../lib/support-chat';

// The chat's code loads the first time it opens.
const ChatPanel = lazy(() => import('../features/help/chat-panel').then((m) => ({ default: m.ChatPanel })));
// The signed-in header's menus (and the MUI menus, drawers and selects they use) load once someone signs in, so
// the sign-in page does not carry them.
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));
const ProductSwitcher = lazy(() =>
  import('./product-switcher').then((m) => ({ default: m.ProductSwitcher })),
);
// The cart's code (and its API contract) loads once the shopper has a cart: without one the link shows nothing.
const CartLink = lazy(() => import('./cart-link').then((m) => ({ default: m.CartLink })));
// What a login keeps (its language, its acceptance of the terms) is looked after once someone signs in.
const LoginPreferences = lazy(() => import('./login-preferences'));

const HEADER_KEY = 'portal.header';

/** `header=hide` hides the header (embedded in the provider's app); the choice holds for the browser session. */
function useHeaderHidden(): boolean {
  const [params] = useSearchParams();
  const header = params.get('header');
  if (header === 'hide' || header === 'show') sessionStorage.setItem(HEADER_KEY, header);
  return (header ?? sessionStorage.getItem(HEADER_KEY)) === 'hide';
}

/** A native select: keyboard and screen-reader friendly, and far lighter than a menu on the first load. */
function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <Box component="label" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <span>{t('language.label')}</span>
      <Box
        component="select"
        value={i18n.language}
        onChange={(e: React.ChangeEvent<HTMLSelectElement>) => void setLanguage(e.target.value as Language)}
        sx={{
          font: 'inherit',
          p: 0.75,
          borderRadius: 1,
          border: 1,
          borderColor: 'grey.500',
          bgcolor: 'background.paper',
        }}
      >
        {LANGUAGES.map((lng) => (
          <option key={lng} value={lng} lang={lng === 'mi-NZ' ? 'mi' : 'en'}>
            {t(`language.${lng}`)}
          </option>
        ))}
      </Box>
    </Box>
  );
}

export function Shell() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const headerHidden = useHeaderHidden();
  const [params, setParams] = useSearchParams();
  const chat = useSupportChat();
  const hasCart = useCartId() !== undefined;

  useEffect(() => {
    const platform = params.get('platform');
    if (platform) sessionStorage.setItem('portal.platform', platform);
  }, [params]);
  useEffect(() => supportChat.routeChanged(), [location.pathname]);
  // The /link/chat deep link lands on home with ?chat=open.
  useEffect(() => {
    if (params.get('chat') !== 'open') return;
    supportChat.open();
    const rest = new URLSearchParams(params);
    rest.delete('chat');
    setParams(rest, { replace: true });
  }, [params, setParams]);
  useEffect(() => sessionStore.onEnd(() => queryClient.clear()), [queryClient]);

  const signOut = () => {
    sessionStore.signOut(true);
    navigate('/sign-in', { replace: true });
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <MuiLink
        href="#main"
        sx={{
          position: 'absolute',
          left: -9999,
          '&:focus': { left: 8, top: 8, zIndex: 2000, bgcolor: 'background.paper', p: 1 },
        }}
      >
        {t('skipToContent')}
      </MuiLink>
      {!headerHidden && (
        <AppBar position="static" color="default" elevation={1} component="header">
          <Toolbar sx={{ gap: 2, flexWrap: 'wrap', py: 1 }}>
            <Typography
              variant="h6"
              component={Link}
              to="/"
              sx={{ color: 'inherit', textDecoration: 'none', flexGrow: 1 }}
            >
              {t('brand')}
            </Typography>
            <Box
              component="nav"
              aria-label={t('brand')}
              sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
            >
              <Button component={Link} to="/help">
                {t('nav.help')}
              </Button>
              <Button onClick={supportChat.open}>{t('nav.chat')}</Button>
              {hasCart && (
                <Suspense fallback={null}>
                  <CartLink />
                </Suspense>
              )}
              {session.status === 'signed-in' ? (
                <>
                  <Suspense fallback={null}>
                    <ProductSwitcher />
                    <AccountMenu />
                  </Suspense>
                  <Button onClick={signOut}>{t('nav.signOut')}</Button>
                </>
              ) : (
                <Button component={Link} to="/sign-in">
                  {t('nav.signIn')}
                </Button>
              )}
            </Box>
            <LanguageSwitch />
          </Toolbar>
        </AppBar>
      )}
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        <PageErrorBoundary resetKey={location.pathname}>
          <Suspense fallback={<Loader />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
        <Suspense fallback={null}>{chat.open && <ChatPanel />}</Suspense>
        {session.status === 'signed-in' && session.auth && (
          <Suspense fallback={null}>
            <LoginPreferences key={session.auth.UUID} onSignOut={signOut} />
          </Suspense>
        )}
      </Box>
    </Box>
  );
}
