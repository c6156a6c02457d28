import CardGiftcardIcon from '@mui/icons-material/CardGiftcardOutlined';
import HomeIcon from '@mui/icons-material/HomeOutlined';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import PersonIcon from '@mui/icons-material/PersonOutlineOutlined';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLongOutlined';
import RouterIcon from '@mui/icons-material/RouterOutlined';
import SimCardIcon from '@mui/icons-material/SimCardOutlined';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import { Box, ButtonBase, Container, ListItemIcon, Menu, MenuItem, Paper, Typography } from '@mui/material';
import { useId, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { phoneBar, profileTabs, tabForPath, type ProfileTab } from '../lib/profile-tabs';
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

/** A bottom bar item: icon over a one-line label, marked when its tab (or, for More, one of its tabs) is open. */
const barItem = (active: boolean) => ({
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
});

const barLabel = {
  font: 'inherit',
  fontSize: '0.75rem',
  lineHeight: 1.2,
  maxWidth: '100%',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
} as const;

/**
 * The profile tabs: a row of links under the header on a wider screen, a bottom navigation bar on a phone. The
 * current tab is marked for everyone (`aria-current`), not by colour alone.
 */
export default function ProfileNav({ variant }: { variant: 'tabs' | 'bottom' }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const tabs = profileTabs(useTabFacts());
  const current = tabForPath(pathname);
  if (variant === 'tabs')
    return (
      <Box
        component="nav"
        aria-label={t('nav.tabsLabel')}
        sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
      >
        <Container maxWidth="lg" sx={{ display: 'flex', overflowX: 'auto' }}>
          {tabs.map(({ tab, to }) => {
            const active = tab === current;
            return (
              <ButtonBase
                key={tab}
                component={Link}
                to={to}
                aria-current={active ? 'page' : undefined}
                sx={{
                  gap: 1,
                  px: 2,
                  minHeight: TABS_ROW_HEIGHT,
                  borderBottom: 3,
                  borderColor: active ? 'primary.main' : 'transparent',
                  color: active ? 'primary.main' : 'text.secondary',
                  fontWeight: active ? 700 : 500,
                  '&:hover': { color: 'primary.main' },
                }}
              >
                {ICONS[tab]}
                <Typography component="span" sx={{ font: 'inherit', fontSize: '0.9375rem', lineHeight: 1.2 }}>
                  {t(`nav.tabs.${tab}`)}
                </Typography>
              </ButtonBase>
            );
          })}
        </Container>
      </Box>
    );
  const { bar, more } = phoneBar(tabs);
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
      {bar.map(({ tab, to }) => (
        <ButtonBase
          key={tab}
          component={Link}
          to={to}
          aria-current={tab === current ? 'page' : undefined}
          sx={barItem(tab === current)}
        >
          {ICONS[tab]}
          <Typography component="span" sx={barLabel}>
            {t(`nav.tabs.${tab}`)}
          </Typography>
        </ButtonBase>
      ))}
      {more.length > 0 && <MoreMenu tabs={more} current={current} />}
    </Paper>
  );
}

/** "More" on the phone's bar: a menu of the tabs the bar has no room for, marked when one of them is open. */
function MoreMenu({
  tabs,
  current,
}: {
  tabs: { tab: ProfileTab; to: string }[];
  current: ProfileTab | undefined;
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const within = tabs.some(({ tab }) => tab === current);
  const close = () => setAnchor(null);
  return (
    <>
      <ButtonBase
        id={buttonId}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={barItem(within)}
      >
        <MoreHorizIcon />
        <Typography component="span" sx={barLabel}>
          {t('nav.more')}
        </Typography>
      </ButtonBase>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {tabs.map(({ tab, to }) => (
          <MenuItem
            key={tab}
            component={Link}
            to={to}
            onClick={close}
            selected={tab === current}
            aria-current={tab === current ? 'page' : undefined}
          >
            <ListItemIcon>{ICONS[tab]}</ListItemIcon>
            {t(`nav.tabs.${tab}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
