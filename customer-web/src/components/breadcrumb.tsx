import { Breadcrumbs, Link as MuiLink, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isDeeperPage, tabForPath, tabTarget } from '../lib/profile-tabs';
import { useTabFacts } from '../lib/profile-tab-facts';

/** On a page below a profile tab, the way back to the tab's own page. */
export default function Breadcrumb({ title }: { title: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const facts = useTabFacts();
  const tab = tabForPath(pathname);
  if (!tab || !isDeeperPage(pathname, tab, facts)) return null;
  return (
    <Breadcrumbs aria-label={t('nav.breadcrumb')} sx={{ mb: 1 }}>
      <MuiLink component={Link} to={tabTarget(tab, facts)} underline="hover" color="inherit">
        {t(`nav.tabs.${tab}`)}
      </MuiLink>
      <Typography color="text.primary" aria-current="page">
        {title}
      </Typography>
    </Breadcrumbs>
  );
}
