import { Button, Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import {
  approvalShownStatus,
  createChoice,
  errorText,
  formatNzd,
  isRoutePayable,
  visibleApprovals,
  type BillingApproval,
  type BillingRoute,
} from '@portal/shared';
import { ErrorBanner } from '../../components/error-banner';
import { CardList, ListCard } from '../../components/list-card';
import { ListSkeleton } from '../../components/content-skeleton';
import { useModals } from '../../components/modals';
import { Page } from '../../components/page';
import { useFlags } from '../../lib/flags';
import { useSession } from '../../lib/session/use-session';
import { acceptPath, approvalToken } from '../../lib/billing-route-link';
import { useBillingRequests } from './use-billing-requests';
import { useBillingRoutes } from './use-billing-routes';
import { useRemoveRoute } from './use-remove-route';
import './i18n';
import { serverNow } from '../../lib/server-clock';

function RouteItem({ route }: { route: BillingRoute }) {
  const { t } = useTranslation('billing-routes');
  const { flags } = useFlags();
  const modals = useModals();
  const remove = useRemoveRoute();
  const [problem, setProblem] = useState<string>();
  const other = route.RoutingType === 'parent' ? route.CreditAccount.Name : route.DebitAccount.Name;
  const onRemove = async () => {
    if (!(await modals.confirm({ text: t('removeConfirm', { name: route.Name }), danger: true }))) return;
    setProblem(undefined);
    remove.mutate(route, {
      onError: (e) => setProblem(errorText(e)),
      onSuccess: () => modals.showSuccess(t('removed')),
    });
  };
  return (
    <ListCard
      title={route.Name}
      badges={
        route.RoutingType === 'parent' && (
          <Chip
            size="small"
            color={isRoutePayable(route, flags.billing_routing) ? 'success' : 'default'}
            label={isRoutePayable(route, flags.billing_routing) ? t('payable') : t('notPayable')}
          />
        )
      }
      problem={problem}
      actions={
        <>
          <Button component={Link} to={`/profile/balance/billing-methods/edit/${route.UUID}`}>
            {t('edit')}
          </Button>
          <Button color="error" onClick={() => void onRemove()} disabled={remove.isPending}>
            {t('remove')}
          </Button>
        </>
      }
    >
      <Typography>{t(route.RoutingType, { name: other })}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('limit', {
          limit: formatNzd(route.SpendLimit),
          cycle: t(`cycle.${route.SpendCycle}`),
          left: formatNzd(route.RemainingSpendLimit),
        })}
      </Typography>
    </ListCard>
  );
}

function ApprovalItem({
  approval,
  incoming,
  liveRoutes,
}: {
  approval: BillingApproval;
  incoming: boolean;
  liveRoutes: ReadonlySet<string>;
}) {
  const { t } = useTranslation('billing-routes');
  const shown = approvalShownStatus(approval, serverNow(), liveRoutes);
  return (
    <ListCard
      title={approval.Description}
      badges={
        <>
          <Chip size="small" label={approval.Type === 'invite' ? t('typeInvite') : t('typeRequest')} />
          <Chip size="small" variant="outlined" label={t(`status.${shown}`)} data-status={shown} />
        </>
      }
      actions={
        incoming &&
        shown === 'pending' && (
          <Button component={Link} to={acceptPath(approval.UUID)}>
            {t('answer')}
          </Button>
        )
      }
    >
      <Typography variant="body2" color="text.secondary">
        {incoming
          ? t('from', { name: approval.RequestedByCustomerName })
          : t('to', { to: approval.RequestedTo })}
      </Typography>
    </ListCard>
  );
}

/** A titled part of the page with its list, or the text that says the list is empty. */
function ListSection({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty: string | false;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <Typography variant="h6" component="h2" id={id} gutterBottom>
        {title}
      </Typography>
      {empty ? <Typography>{empty}</Typography> : <CardList>{children}</CardList>}
    </section>
  );
}

function SignedInRoutes() {
  const { t } = useTranslation('billing-routes');
  const routes = useBillingRoutes();
  const requests = useBillingRequests();
  if (routes.isPending || requests.isPending) return <ListSkeleton />;
  if (routes.error) return <ErrorBanner error={routes.error} onRetry={() => void routes.refetch()} />;
  if (requests.error) return <ErrorBanner error={requests.error} onRetry={() => void requests.refetch()} />;
  const page = routes.data;
  const choice = createChoice(page);
  const liveRoutes = new Set(page.Routes.map((r) => r.UUID));
  const approvals = visibleApprovals(requests.data.Approvals, {
    ...page,
    hasParentRoutes: page.Routes.some((r) => r.RoutingType === 'parent'),
  });
  return (
    <Stack spacing={3}>
      {choice.showButton && (
        <div>
          <Button variant="contained" component={Link} to="/profile/balance/billing-methods/add">
            {t('create')}
          </Button>
        </div>
      )}
      <ListSection id="routes-title" title={t('routes')} empty={page.Routes.length === 0 && t('none')}>
        {page.Routes.map((r) => (
          <RouteItem key={r.UUID} route={r} />
        ))}
      </ListSection>
      <ListSection id="waiting-title" title={t('waiting')} empty={approvals.length === 0 && t('noneWaiting')}>
        {approvals.map((a) => (
          <ApprovalItem key={a.UUID} approval={a} incoming liveRoutes={liveRoutes} />
        ))}
      </ListSection>
      <ListSection
        id="sent-title"
        title={t('sent')}
        empty={requests.data.Invites.length === 0 && t('noneSent')}
      >
        {requests.data.Invites.map((a) => (
          <ApprovalItem key={a.UUID} approval={a} incoming={false} liveRoutes={liveRoutes} />
        ))}
      </ListSection>
    </Stack>
  );
}

/**
 * billing-routes (public): the routes, invites and approvals of a signed-in customer. It is also where a
 * billing route link lands: the token is kept in session storage and the accept screen opens (after sign-in).
 */
export function BillingRoutesPage() {
  const { t } = useTranslation('billing-routes');
  const session = useSession();
  const [params] = useSearchParams();
  const approval = params.get('approval');
  const token = params.get('token');
  const [kept, setKept] = useState(() => approvalToken.read());
  useEffect(() => {
    if (approval && token) {
      approvalToken.keep({ approvalUUID: approval, token });
      setKept(approvalToken.read());
    }
  }, [approval, token]);
  const signedIn = session.status === 'signed-in' && !!session.customerUUID;
  // A login with several accounts has signed in but not yet opened the account the link is for.
  const choosing = session.status === 'signed-in' && !session.customerUUID;
  const fromLink = approval && token ? { approvalUUID: approval } : undefined;
  const target = fromLink ?? kept;
  // A link's token kept from before sign-in leads to the accept screen once signed in.
  if (signedIn && target) return <Navigate to={acceptPath(target.approvalUUID)} replace />;
  return (
    <Page title={t('title')} width="md">
      <Typography sx={{ mb: 2 }}>{t('intro')}</Typography>
      {session.status === 'restoring' ? (
        <ListSkeleton />
      ) : signedIn ? (
        <SignedInRoutes />
      ) : choosing ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography>{t('chooseAccountFirst')}</Typography>
          <Button
            variant="contained"
            component={Link}
            to={`/select-account?redirect=${encodeURIComponent(target ? acceptPath(target.approvalUUID) : '/billing-routes')}`}
          >
            {t('chooseAccount')}
          </Button>
        </Stack>
      ) : (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography>{target ? t('linkKept') : t('signInFirst')}</Typography>
          <Button
            variant="contained"
            component={Link}
            to={`/sign-in?redirect=${encodeURIComponent(target ? acceptPath(target.approvalUUID) : '/billing-routes')}`}
          >
            {t('signIn')}
          </Button>
        </Stack>
      )}
    </Page>
  );
}
