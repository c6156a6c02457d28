import { Alert, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { displayMsisdn, type Flags } from '@portal/shared';
import { Loader } from '../../components/loader';
import { Page } from '../../components/page';
import { useFlags } from '../../lib/flags';
import { useSimTarget } from './sim-target';
import './i18n';

/**
 * The SIM actions, each shown while its flag is on. Porting a number in onto this SIM lives with the porting pages.
 */
const ACTIONS: readonly (readonly [key: string, path: string, flag: keyof Flags])[] = [
  ['details', 'sim-details', 'sim_details'],
  ['disable', 'disable-sim', 'sim_disable_enable'],
  ['enable', 'enable-sim', 'sim_disable_enable'],
  ['swap', 'sim-swap', 'sim_swap'],
  ['numberChange', 'phone-number-change', 'phone_number_change'],
  ['portIn', '/profile/number-porting', 'number_porting'],
];

const actionPath = (path: string, productUUID: string) =>
  path.startsWith('/')
    ? `${path}?product=${encodeURIComponent(productUUID)}`
    : `/profile/sim-card-actions/${path}`;

/** sim-card-actions: the list of what can be done with the current service's SIM. */
export function SimActionsPage() {
  const { t } = useTranslation('sim-actions');
  const { flags } = useFlags();
  const { target, isPending } = useSimTarget();
  if (isPending) return <Loader />;
  return (
    <Page title={t('title')}>
      {target ? (
        <>
          <Typography>{t('intro', { number: displayMsisdn(target.product.MSISDN) })}</Typography>
          <List aria-label={t('title')}>
            {ACTIONS.filter(([, , flag]) => flags[flag] === true).map(([key, path]) => (
              <ListItem key={key} disablePadding>
                <ListItemButton component={Link} to={actionPath(path, target.product.UUID)}>
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
