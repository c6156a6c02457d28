import {
  AppBar,
  Box,
  Button,
  Link as MuiLink,
  Toolbar,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { BrandMark } from '../components/brand-mark';
import { Loader } from '../components/loader';
import { OfflineBanner } from '../components/offline-banner';
import { SessionEndedBanner } from '../components/session-ended-banner';
import { PageErrorBoundary } from '../components/page-error-boundary';
import { useCartId } from '../lib/shop/cart-id';
import { sessionStore } from '../lib/session/session-store';
import { useSession } from '../lib/session/use-session';
import { headerHiddenByChoice, keepHeaderChoice } from '../lib/header-choice';
import { BOTTOM_BAR_ROOM, TABS_ROW_HEIGHT } from '../lib/layout';
import { supportChat, useSupportChat } from '../lib/support-chat';
import { AccountMenu } from './account-menu';
import { AccountRecordHolder } from './account-record-holder';
import { brand } from './theme';

// The chat's code loads the first time it opens.
const ChatPanel = lazy(() => import('../features/help/chat-panel').then((m) => ({ default: m.ChatPanel })));
// The service switcher and the profile tabs load once someone is signed in, so the sign-in page does not carry them.
const loadProductSwitcher = () => import('./product-switcher');
const ProductSwitcher = lazy(() => loadProductSwitcher().then((m) => ({ default: m.ProductSwitcher })));
const loadProfileNav = () => import('./profile-nav');
const ProfileNav = lazy(loadProfileNav);
// The cart's code (and its API contract) loads once the shopper has a cart: without one the link shows nothing.
const CartLink = lazy(() => import('./cart-link').then((m) => ({ default: m.CartLink })));
// What a login keeps (its language, its acceptance of the terms) is looked after once someone signs in.
const loadLoginPreferences = () => import('./login-preferences');
const LoginPreferences = lazy(loadLoginPreferences);

/** Starts loading the signed-in header's parts before anyone is signed in (while the sign-in call is in flight). */
export function preloadSignedInShell(): void {
  void loadProductSwitcher();
  void loadProfileNav();
  void loadLoginPreferences();
}

/** `header=hide` hides the header (embedded in the provider's app); the choice holds for the browser session. */
function useHeaderHidden(): boolean {
  const [params] = useSearchParams();
  const header = params.get('header');
  if (header === 'hide' || header === 'show') keepHeaderChoice(header);
  return header ? header === 'hide' : headerHiddenByChoice();
}

/** The empty row the profile tabs take once their code has come (their row and its bottom border). */
const TabsRoom = () => (
  <Box
    sx={{ height: TABS_ROW_HEIGHT + 1, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
  />
);

/** The brand, the way home: the mark announces the name, which is written beside it from a tablet up. */
function BrandLink() {
  return (
    <Box
      component={Link}
      to="/"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        minHeight: 44,
        color: 'text.primary',
        textDecoration: 'none',
        mr: 'auto',
      }}
    >
      <BrandMark size={32} />
      <Typography component="span" aria-hidden sx={{ fontWeight: 700, fontSize: '1.125rem' }}>
        {brand.name}
      </Typography>
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
  const theme = useTheme();
  // Only signed-in parts depend on the screen's width in code, read at once on the first render: a signed-in page is
  // never hydrated (its kept session rules it out), so it has no pre-rendered HTML to agree with. What a visitor's
  // header hides on a phone, CSS hides, so a pre-rendered page hydrates on a phone as drawn, with no second render.
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const signedIn = session.status === 'signed-in';
  const withTabs = signedIn && !!session.customerUUID && !headerHidden;

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
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
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
        <AppBar
          position="sticky"
          color="inherit"
          component="header"
          sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
        >
          <Toolbar sx={{ gap: { xs: 0.5, sm: 1.5 }, minHeight: { xs: 56, sm: 64 }, px: { xs: 1.5, sm: 3 } }}>
            <BrandLink />
            {signedIn && !phone && (
              <Suspense fallback={null}>
                <ProductSwitcher />
              </Suspense>
            )}
            <Button
              component={Link}
              to="/help"
              color="inherit"
              sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
            >
              {t('nav.help')}
            </Button>
            {hasCart && (
              <Suspense fallback={null}>
                <CartLink />
              </Suspense>
            )}
            {!signedIn && (
              <Button component={Link} to="/sign-in" variant="contained">
                {t('nav.signIn')}
              </Button>
            )}
            <AccountMenu signedIn={signedIn} onSignOut={signOut} />
          </Toolbar>
          {withTabs && !narrow && (
            // The row's room is kept while its code loads, so the page does not jump down under a reader's finger.
            <Suspense fallback={<TabsRoom />}>
              <ProfileNav variant="tabs" />
            </Suspense>
          )}
        </AppBar>
      )}
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{ flexGrow: 1, outline: 'none', pb: withTabs && narrow ? `${BOTTOM_BAR_ROOM}px` : 0 }}
      >
        <OfflineBanner />
        <SessionEndedBanner />
        <PageErrorBoundary resetKey={location.pathname}>
          <Suspense fallback={<Loader />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
        <Suspense fallback={null}>{chat.open && <ChatPanel />}</Suspense>
        {signedIn && session.auth && (
          <Suspense fallback={null}>
            <LoginPreferences key={session.auth.UUID} onSignOut={signOut} />
          </Suspense>
        )}
        {signedIn && <AccountRecordHolder />}
      </Box>
      {withTabs && narrow && (
        <Suspense fallback={null}>
          <ProfileNav variant="bottom" />
        </Suspense>
      )}
    </Box>
  );
}
