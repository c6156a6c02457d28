import { Button, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  formatNzDateTime,
  isApprovalExpired,
  routeLimitsForm,
  routeLimitsSchema,
  type BillingApproval,
} from '@portal/shared';
import { ErrorBanner } from '../../components/error-banner';
import { Form, SubmitButton } from '../../components/form';
import { ListSkeleton } from '../../components/content-skeleton';
import { useModals } from '../../components/modals';
import { Page } from '../../components/page';
import { approvalToken } from '../../lib/billing-route-link';
import { LimitsFields } from './limits-fields';
import { useApprovalAction } from './use-approval-action';
import { useBillingRequests } from './use-billing-requests';
import './i18n';
import { serverNow } from '../../lib/server-clock';

function AnswerForm({ approval, token }: { approval: BillingApproval; token?: string }) {
  const { t } = useTranslation('billing-routes');
  const navigate = useNavigate();
  const modals = useModals();
  const approve = useApprovalAction();
  const reject = useApprovalAction();
  const busy = approve.isPending || reject.isPending;
  const base = {
    ApprovalUUID: approval.UUID,
    Type: approval.Type,
    ...(token ? { ApprovalCode: token } : {}),
  };
  const done = (text: string) => {
    modals.showSuccess(text);
    void navigate('/billing-routes');
  };
  return (
    <Form
      schema={routeLimitsSchema}
      defaultValues={{ ...routeLimitsForm(), name: approval.Description }}
      onSubmit={async (limits) => {
        await approve.mutateAsync({ ...base, Action: 'APPROVE', ...limits });
        done(t('accept.accepted'));
      }}
    >
      <Typography>
        {t(approval.Type === 'invite' ? 'accept.invite' : 'accept.request', {
          name: approval.RequestedByCustomerName,
          description: approval.Description,
        })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('accept.expires', { time: formatNzDateTime(approval.ExpiresAtNanos / 1_000_000) })}
      </Typography>
      <LimitsFields />
      {/* Declining sends no limits, so its failure is not the form's. */}
      {reject.error && <ErrorBanner error={reject.error} />}
      <Stack direction="row" spacing={2}>
        <SubmitButton disabled={busy}>{t('accept.approve')}</SubmitButton>
        <Button
          size="large"
          onClick={() =>
            reject.mutate({ ...base, Action: 'REJECT' }, { onSuccess: () => done(t('accept.declined')) })
          }
          disabled={busy}
        >
          {t('accept.reject')}
        </Button>
      </Stack>
    </Form>
  );
}

/**
 * balance/billing-methods/accept/{uuid}: answers an invite or request. From a link, the token kept in session
 * storage finds it (said in words when none matches: the service's "no_invite" is a code, not a sentence);
 * otherwise it is one waiting for this customer.
 */
export function AcceptRoutePage() {
  const { t } = useTranslation('billing-routes');
  const { uuid } = useParams();
  const [params] = useSearchParams();
  const kept = approvalToken.read();
  const token = params.get('token') ?? (kept && kept.approvalUUID === uuid ? kept.token : undefined);
  const requests = useBillingRequests(token);
  const approval = requests.data?.Approvals.find((a) => a.UUID === uuid);
  const usable = approval && approval.Status === 'REQUEST' && !isApprovalExpired(approval, serverNow());
  const noInvite = !!requests.data && !usable;
  useEffect(() => {
    // A token that finds no invite is of no further use: dropped, so billing-routes does not lead back here.
    if (noInvite && kept?.approvalUUID === uuid) approvalToken.remove();
  }, [noInvite, kept, uuid]);
  return (
    <Page title={t('accept.title')}>
      {requests.isPending && <ListSkeleton rows={2} />}
      {requests.error && <ErrorBanner error={requests.error} onRetry={() => void requests.refetch()} />}
      {noInvite && <ErrorBanner error={t('accept.noInvite')} />}
      {approval && usable && <AnswerForm approval={approval} token={token ?? undefined} />}
      <MuiLink component={Link} to="/billing-routes" sx={{ display: 'inline-block', mt: 3 }}>
        {t('back')}
      </MuiLink>
    </Page>
  );
}
