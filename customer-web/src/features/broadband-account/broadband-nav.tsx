import { Button, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Page } from '../../components/page';
import './i18n';

export type Network = 'ufb' | 'fwa';

/** The screens of each network's part of the broadband area, then those of the whole account. */
const NETWORK_SCREENS: Record<Network, readonly string[]> = {
  ufb: ['subscriptions', 'subscribe', 'usage', 'billing'],
  fwa: ['subscriptions', 'usage', 'billing'],
};
const ACCOUNT_SCREENS = ['balance', 'bonuses', 'security'] as const;

/** A page of the broadband area, with the links to the area's other screens. */
export function BroadbandPage({
  network,
  title,
  children,
}: {
  network: Network;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('broadbandAccount');
  const links = [
    ...NETWORK_SCREENS[network].map((screen) => ({
      to: `/profile/broadband/${network}/${screen}`,
      label: t(`nav.${screen}`),
    })),
    ...ACCOUNT_SCREENS.map((screen) => ({ to: `/profile/broadband/${screen}`, label: t(`nav.${screen}`) })),
  ];
  return (
    <Page title={title} width="md">
      <Stack
        component="nav"
        aria-label={t('nav.label')}
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 1, mb: 3 }}
      >
        {links.map((link) => (
          <Button key={link.to} component={NavLink} to={link.to} size="small" variant="outlined">
            {link.label}
          </Button>
        ))}
      </Stack>
      {children}
    </Page>
  );
}
