import { Alert, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { displayMsisdn } from '@portal/shared';
import { ListSkeleton } from '../../components/content-skeleton';
import { Page } from '../../components/page';
import { useFlags } from '../../lib/flags';
import { listedSimActions } from './action-list';
import { useSimTarget } from './sim-target';
import './i18n';

/** sim-card-actions: the list of what can be done with the current service's SIM, as `sim_actions_list` names it. */
export function SimActionsPage() {
  const { t } = useTranslation('sim-actions');
  const { flags } = useFlags();
  const { target, isPending } = useSimTarget();
  if (isPending) return <ListSkeleton />;
  return (
    <Page title={t('title')}>
      {target ? (
        <>
          <Typography>{t('intro', { number: displayMsisdn(target.product.MSISDN) })}</Typography>
          <List aria-label={t('title')}>
            {listedSimActions(flags).map(({ key, path }) => (
              <ListItem key={key} disablePadding>
                <ListItemButton component={Link} to={`/profile/sim-card-actions/${path}`}>
                  <ListItemText primary={t(`links.${key}`)} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </>
      ) : (
        <Alert severity="info">{t('noService')}</Alert>
      )}
    </Page>
  );
}
