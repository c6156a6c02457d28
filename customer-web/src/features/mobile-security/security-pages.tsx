import { List, ListItem, ListItemButton, ListItemText, Stack, Tab, Tabs, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LinkButtons } from '../../components/link-buttons';
import { Loader } from '../../components/loader';
import { Page } from '../../components/page';
import { useCurrentCustomer } from '../../lib/account';
import { IS_PRODUCTION } from '../../lib/config';
import { useFlags } from '../../lib/flags';
import './i18n';

type SecurityPageName = 'basic' | 'advanced' | 'reports' | 'white-blacklist';
const BASE = '/profile/mobile/security';

/** The security pages shown in this build: the allowed and blocked numbers only outside production. */
const SECURITY_PAGES: readonly SecurityPageName[] = [
  'basic',
  'advanced',
  'reports',
  ...(IS_PRODUCTION ? [] : ['white-blacklist' as const]),
];

function SecurityNav() {
  const { t } = useTranslation('mobileSecurity');
  const pages = SECURITY_PAGES;
  const { pathname } = useLocation();
  const current = pages.find((p) => pathname === `${BASE}/${p}`) ?? false;
  return (
    <Tabs value={current} aria-label={t('nav')} variant="scrollable" allowScrollButtonsMobile sx={{ mb: 2 }}>
      {pages.map((p) => (
        <Tab
          key={p}
          value={p}
          label={t(`pages.${p}`)}
          component={Link}
          to={`${BASE}/${p}`}
          aria-current={current === p ? 'page' : undefined}
        />
      ))}
    </Tabs>
  );
}

function SecurityPage({ name, children }: { name: SecurityPageName; children: ReactNode }) {
  const { t } = useTranslation('mobileSecurity');
  return (
    <Page title={t(`pages.${name}`)}>
      <SecurityNav />
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {children}
      </Stack>
    </Page>
  );
}

/** mobile/security: the security pages of the mobile service. */
export function SecurityIndexPage() {
  const { t } = useTranslation('mobileSecurity');
  const pages = SECURITY_PAGES;
  return (
    <Page title={t('title')}>
      <Typography>{t('lead')}</Typography>
      <List aria-label={t('nav')}>
        {pages.map((p) => (
          <ListItem key={p} disablePadding>
            <ListItemButton component={Link} to={`${BASE}/${p}`}>
              <ListItemText primary={t(`pages.${p}`)} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Page>
  );
}

/** basic: the sign-in and the SIM's own locks. */
export function BasicSecurityPage() {
  const { t } = useTranslation('mobileSecurity');
  const { flags } = useFlags();
  const { customer, isPending } = useCurrentCustomer();
  return (
    <SecurityPage name="basic">
      {isPending ? <Loader /> : <Typography>{t('basic.lead', { email: customer?.Email ?? '' })}</Typography>}
      <LinkButtons
        links={[
          { to: '/profile/personal-data/change-password', label: t('basic.password') },
          { to: '/profile/personal-data/change-email', label: t('basic.email') },
          ...(flags.sim_details && flags.show_puk
            ? [{ to: '/profile/sim-card-actions/sim-details', label: t('basic.puk') }]
            : []),
        ]}
      />
    </SecurityPage>
  );
}

/** advanced: what guards the sensitive SIM actions, and the network's call barring. */
export function AdvancedSecurityPage() {
  const { t } = useTranslation('mobileSecurity');
  return (
    <SecurityPage name="advanced">
      <Typography>{t('advanced.sensitive')}</Typography>
      <Typography>{t('advanced.barring')}</Typography>
      <LinkButtons
        links={[
          { to: '/profile/supp-features', label: t('advanced.settings') },
          { to: '/profile/sim-card-actions', label: t('advanced.actions') },
        ]}
      />
    </SecurityPage>
  );
}

/** reports: where the service's use and payments are listed, to check for anything unexpected. */
export function SecurityReportsPage() {
  const { t } = useTranslation('mobileSecurity');
  return (
    <SecurityPage name="reports">
      <Typography>{t('reports.lead')}</Typography>
      <LinkButtons
        links={[
          { to: '/profile/usage', label: t('reports.usage') },
          { to: '/profile/payments-history', label: t('reports.payments') },
        ]}
      />
    </SecurityPage>
  );
}

/** white-blacklist (outside production): numbers are allowed and blocked by call barring. */
export function WhiteBlacklistPage() {
  const { t } = useTranslation('mobileSecurity');
  return (
    <SecurityPage name="white-blacklist">
      <Typography>{t('lists.lead')}</Typography>
      <Typography variant="body2">{t('lists.preview')}</Typography>
      <LinkButtons links={[{ to: '/profile/supp-features', label: t('lists.settings') }]} />
    </SecurityPage>
  );
}
