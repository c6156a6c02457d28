import { Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import './i18n';

const TABS = ['rewards', 'gifts'] as const;

/** The two lists of the bonuses tab, rewards (its default) and gifts, as links. */
export function BonusesNav() {
  const { t } = useTranslation('bonusesTab');
  const { pathname } = useLocation();
  const current = TABS.find((tab) => pathname === `/profile/${tab}`) ?? false;
  return (
    <Tabs value={current} aria-label={t('nav')} sx={{ mb: 2 }}>
      {TABS.map((tab) => (
        <Tab
          key={tab}
          value={tab}
          label={t(tab)}
          component={Link}
          to={`/profile/${tab}`}
          aria-current={current === tab ? 'page' : undefined}
        />
      ))}
    </Tabs>
  );
}
