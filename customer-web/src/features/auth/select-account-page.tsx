import { Chip, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { customerDisplayName } from '@portal/shared';
import { ErrorBanner } from '../../components/error-banner';
import { Loader } from '../../components/loader';
import { Page } from '../../components/page';
import { myCustomersQuery } from '../../lib/account';
import { safeRedirect } from '../../lib/redirect';
import { sessionStore } from '../../lib/session/session-store';
import { useSession } from '../../lib/session/use-session';
import './i18n';

export function SelectAccountPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const session = useSession();
  const customers = useQuery(myCustomersQuery(session.auth?.UUID));

  const choose = (uuid: string) => {
    sessionStore.selectCustomer(uuid);
    navigate(safeRedirect(params.get('redirect')) ?? '/profile', { replace: true });
  };

  return (
    <Page title={t('selectAccount.title')}>
      <Typography sx={{ mb: 2 }}>{t('selectAccount.lead')}</Typography>
      {customers.isPending && <Loader />}
      {customers.error && <ErrorBanner error={customers.error} onRetry={() => void customers.refetch()} />}
      {customers.data && customers.data.Customers.length === 0 && (
        <Typography>{t('selectAccount.none')}</Typography>
      )}
      <List aria-label={t('selectAccount.title')}>
        {customers.data?.Customers.map((c) => (
          <ListItem key={c.UUID} disablePadding>
            <ListItemButton
              selected={c.UUID === session.customerUUID}
              onClick={() => choose(c.UUID)}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, mb: 1 }}
            >
              <ListItemText
                primary={customerDisplayName(c.FirstName, c.LastName)}
                secondary={t(`selectAccount.type.${c.AccountType}`)}
              />
              {c.AccountState === 'Suspended' && (
                <Chip label={t('selectAccount.suspended')} color="warning" size="small" />
              )}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Page>
  );
}
