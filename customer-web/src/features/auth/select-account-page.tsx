import { Alert, Chip, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { customerDisplayName, errorText, type MfaChallenge } from '@portal/shared';
import { ErrorBanner } from '../../components/error-banner';
import { ListSkeleton } from '../../components/content-skeleton';
import { Page } from '../../components/page';
import { myCustomersQuery } from '../../lib/account';
import { keptApprovalPath } from '../../lib/billing-route-link';
import { safeRedirect } from '../../lib/redirect';
import { chooseAccount } from '../../lib/session/complete-sign-in';
import { sessionStore } from '../../lib/session/session-store';
import { useSession } from '../../lib/session/use-session';
import { InvitationForm } from './invitation-form';
import { MfaStep } from './mfa-step';
import './i18n';

interface Verifying {
  customerUUID: string;
  challenge?: MfaChallenge;
}

export function SelectAccountPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const session = useSession();
  const customers = useQuery(myCustomersQuery(session.auth?.UUID));
  const target = safeRedirect(params.get('redirect')) ?? keptApprovalPath() ?? '/profile';
  // A sign-in that needs a multi-factor code comes here with the account and the code already sent.
  const [verifying, setVerifying] = useState<Verifying | null>(() => {
    const uuid = params.get('verify');
    const state = location.state as { challenge?: MfaChallenge } | null;
    return uuid ? { customerUUID: uuid, challenge: state?.challenge } : null;
  });
  const open = () => void navigate(target, { replace: true });
  // Selecting re-runs the guards, which may unmount this page while the account loads: navigate in the same turn.
  const openVerified = (customerUUID: string) => {
    sessionStore.selectCustomer(customerUUID);
    open();
  };
  const choose = useMutation({
    mutationFn: chooseAccount,
    onSuccess: (outcome, customerUUID) => {
      if (outcome.next === 'mfa') setVerifying({ customerUUID, challenge: outcome.challenge });
      else open();
    },
  });

  if (verifying) {
    return (
      <Page title={t('mfa.title')}>
        <MfaStep
          customerUUID={verifying.customerUUID}
          challenge={verifying.challenge}
          onVerified={() => openVerified(verifying.customerUUID)}
          onCancel={() => setVerifying(null)}
        />
      </Page>
    );
  }

  return (
    <Page title={t('selectAccount.title')}>
      {!!customers.data?.Customers.length && (
        <Typography sx={{ mb: 2 }}>
          {t('selectAccount.lead', { count: customers.data.Customers.length })}
        </Typography>
      )}
      {customers.isPending && <ListSkeleton rows={2} />}
      {customers.error && <ErrorBanner error={customers.error} onRetry={() => void customers.refetch()} />}
      {choose.error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {errorText(choose.error)}
        </Alert>
      )}
      {customers.data && customers.data.Customers.length === 0 && (
        <Typography>{t('selectAccount.none')}</Typography>
      )}
      <List aria-label={t('selectAccount.title')}>
        {customers.data?.Customers.map((c) => (
          <ListItem key={c.UUID} disablePadding>
            <ListItemButton
              selected={c.UUID === session.customerUUID}
              disabled={choose.isPending}
              onClick={() => choose.mutate(c.UUID)}
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
      <InvitationForm initialCode={params.get('invitation') ?? ''} />
    </Page>
  );
}
