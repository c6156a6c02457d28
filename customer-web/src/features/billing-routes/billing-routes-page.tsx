import { Alert, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
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
import { Loader } from '../../components/loader';
import { useModals } from '../../components/modals';
import { Page } from '../../components/page';
import { useFlags } from '../../lib/flags';
import { useSession } from '../../lib/session/use-session';
import { approvalToken } from './approval-token';
import { useBillingRequests } from './use-billing-requests';
import { useBillingRoutes } from './use-billing-routes';
import { useRemoveRoute } from './use-remove-route';
import './i18n';

export const acceptPath = (approvalUUID: string) => `/profile/balance/billing-methods/accept/${approvalUUID}`;

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
    <Card variant="outlined" component="li" aria-label={route.Name}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="subtitle1" component="h3">
            {route.Name}
          </Typography>
          {route.RoutingType === 'parent' && (
            <Chip
              size="small"
              color={isRoutePayable(route, flags.billing_routing) ? 'success' : 'default'}
              label={isRoutePayable(route, flags.billing_routing) ? t('payable') : t('notPayable')}
            />
          )}
        </Stack>
        <Typography>{t(route.RoutingType, { name: other })}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('limit', {
            limit: formatNzd(route.SpendLimit),
            cycle: t(`cycle.${route.SpendCycle}`),
            left: formatNzd(route.RemainingSpendLimit),
          })}
        </Typography>
        {problem && (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {problem}
          </Alert>
        )}
      </CardContent>
      <CardActions>
        <Button component={Link} to={`/profile/balance/billing-methods/edit/${route.UUID}`}>
          {t('edit')}
        </Button>
        <Button color="error" onClick={() => void onRemove()} disabled={remove.isPending}>
          {t('remove')}
        </Button>
      </CardActions>
    </Card>
  );
}

function ApprovalItem({ approval, incoming }: { approval: BillingApproval; incoming: boolean }) {
  const { t } = useTranslation('billing-routes');
  const shown = approvalShownStatus(approval, Date.now());
  return (
    <Card variant="outlined" component="li" aria-label={approval.Description}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="subtitle1" component="h3">
            {approval.Description}
          </Typography>
          <Chip size="small" label={approval.Type === 'invite' ? t('typeInvite') : t('typeRequest')} />
          <Chip size="small" variant="outlined" label={t(`status.${shown}`)} data-status={shown} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {incoming
            ? t('from', { name: approval.RequestedByCustomerName })
            : t('to', { to: approval.RequestedTo })}
        </Typography>
      </CardContent>
      {incoming && shown === 'pending' && (
        <CardActions>
          <Button component={Link} to={acceptPath(approval.UUID)}>
            {t('answer')}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}

function SignedInRoutes() {
  const { t } = useTranslation('billing-routes');
  const routes = useBillingRoutes();
  const requests = useBillingRequests();
  if (routes.isPending || requests.isPending) return <Loader />;
  if (routes.error) return <ErrorBanner error={routes.error} onRetry={() => void routes.refetch()} />;
  if (requests.error) return <ErrorBanner error={requests.error} onRetry={() => void requests.refetch()} />;
  const page = routes.data;
  const choice = createChoice(page);
  const approvals = visibleApprovals(requests.data.Approvals, {
    ...page,
    hasParentRoutes: page.Routes.some((r) => r.RoutingType === 'parent'),
  });
  const list = { p: 0, m: 0, listStyle: 'none' } as const;
  return (
    <Stack spacing={3}>
      {choice.showButton && (
        <div>
          <Button variant="contained" component={Link} to="/profile/balance/billing-methods/add">
            {t('create')}
          </Button>
        </div>
      )}
      <section aria-labelledby="routes-title">
        <Typography variant="h6" component="h2" id="routes-title" gutterBottom>
          {t('routes')}
        </Typography>
        {page.Routes.length === 0 ? (
          <Typography>{t('none')}</Typography>
        ) : (
          <Stack component="ul" spacing={2} sx={list}>
            {page.Routes.map((r) => (
              <RouteItem key={r.UUID} route={r} />
            ))}
          </Stack>
        )}
      </section>
      <section aria-labelledby="waiting-title">
        <Typography variant="h6" component="h2" id="waiting-title" gutterBottom>
          {t('waiting')}
        </Typography>
        {approvals.length === 0 ? (
          <Typography>{t('noneWaiting')}</Typography>
        ) : (
          <Stack component="ul" spacing={2} sx={list}>
            {approvals.map((a) => (
              <ApprovalItem key={a.UUID} approval={a} incoming />
            ))}
          </Stack>
        )}
      </section>
      <section aria-labelledby="sent-title">
        <Typography variant="h6" component="h2" id="sent-title" gutterBottom>
          {t('sent')}
        </Typography>
        {requests.data.Invites.length === 0 ? (
          <Typography>{t('noneSent')}</Typography>
        ) : (
          <Stack component="ul" spacing={2} sx={list}>
            {requests.data.Invites.map((a) => (
              <ApprovalItem key={a.UUID} approval={a} incoming={false} />
            ))}
          </Stack>
        )}
      </section>
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
  const fromLink = approval && token ? { approvalUUID: approval } : undefined;
  const target = fromLink ?? kept;
  // A link's token kept from before sign-in leads to the accept screen once signed in.
  if (signedIn && target) return <Navigate to={acceptPath(target.approvalUUID)} replace />;
  return (
    <Page title={t('title')} width="md">
      <Typography sx={{ mb: 2 }}>{t('intro')}</Typography>
      {session.status === 'restoring' ? (
        <Loader />
      ) : signedIn ? (
        <SignedInRoutes />
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
