import CardGiftcardIcon from '@mui/icons-material/CardGiftcardOutlined';
import HomeIcon from '@mui/icons-material/HomeOutlined';
import PersonIcon from '@mui/icons-material/PersonOutlineOutlined';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLongOutlined';
import RouterIcon from '@mui/icons-material/RouterOutlined';
import SimCardIcon from '@mui/icons-material/SimCardOutlined';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import { Box, ButtonBase, Container, Paper, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { profileTabs, tabForPath, type ProfileTab } from '../lib/profile-tabs';
import { TABS_ROW_HEIGHT } from '../lib/layout';
import { useTabFacts } from '../lib/profile-tab-facts';

const ICONS: Record<ProfileTab, ReactElement> = {
  'my-app-home': <HomeIcon />,
  'personal-data': <PersonIcon />,
  plans: <SimCardIcon />,
  store: <StorefrontIcon />,
  'my-orders': <ReceiptLongIcon />,
  broadband: <RouterIcon />,
  bonuses: <CardGiftcardIcon />,
};

/** The bottom bar's height on a phone: the page leaves this much room under its content. */
export const BOTTOM_BAR_HEIGHT = 64;

/**
 * The profile tabs: a row of links under the header on a wider screen, a bottom navigation bar on a phone. The
 * current tab is marked for everyone (`aria-current`), not by colour alone.
 */
export default function ProfileNav({ variant }: { variant: 'tabs' | 'bottom' }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const tabs = profileTabs(useTabFacts());
  const current = tabForPath(pathname);
  const links = tabs.map(({ tab, to }) => {
    const active = tab === current;
    return (
      <ButtonBase
        key={tab}
        component={Link}
        to={to}
        aria-current={active ? 'page' : undefined}
        sx={
          variant === 'tabs'
            ? {
                gap: 1,
                px: 2,
                minHeight: TABS_ROW_HEIGHT,
                borderBottom: 3,
                borderColor: active ? 'primary.main' : 'transparent',
                color: active ? 'primary.main' : 'text.secondary',
                fontWeight: active ? 700 : 500,
                '&:hover': { color: 'primary.main' },
              }
            : {
                flex: '1 1 0',
                minWidth: 0,
                flexDirection: 'column',
                gap: 0.25,
                py: 0.5,
                minHeight: BOTTOM_BAR_HEIGHT - 8,
                borderRadius: 2,
                color: active ? 'primary.main' : 'text.secondary',
                fontWeight: active ? 700 : 500,
                bgcolor: active ? 'action.selected' : 'transparent',
              }
        }
      >
        {ICONS[tab]}
        <Typography
          component="span"
          sx={{
            font: 'inherit',
            fontSize: variant === 'tabs' ? '0.9375rem' : '0.6875rem',
            lineHeight: 1.2,
            textAlign: 'center',
          }}
        >
          {t(`nav.tabs.${tab}`)}
        </Typography>
      </ButtonBase>
    );
  });
  if (variant === 'tabs')
    return (
      <Box
        component="nav"
        aria-label={t('nav.tabsLabel')}
        sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
      >
        <Container maxWidth="lg" sx={{ display: 'flex', overflowX: 'auto' }}>
          {links}
        </Container>
      </Box>
    );
  return (
    <Paper
      component="nav"
      aria-label={t('nav.tabsLabel')}
      square
      elevation={0}
      sx={{
        position: 'fixed',
        bottom: 0,
        left: 0,
        right: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        display: 'flex',
        gap: 0.25,
        px: 0.5,
        py: 0.5,
        borderTop: 1,
        borderColor: 'divider',
        pb: 'calc(4px + env(safe-area-inset-bottom))',
      }}
    >
      {links}
    </Paper>
  );
}
