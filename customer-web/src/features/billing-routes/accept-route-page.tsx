import { Button, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ERRORS, formatNzDateTime, isApprovalExpired, type BillingApproval } from '@portal/shared';
import { ErrorBanner } from '../../components/error-banner';
import { UncheckedForm as Form } from '../../components/unchecked-form';
import { Loader } from '../../components/loader';
import { useModals } from '../../components/modals';
import { Page } from '../../components/page';
import { SubmitButton } from '../../components/submit-button';
import { approvalToken } from './approval-token';
import { checkLimits, LimitsFields, limitsFrom, type LimitsValue } from './limits-fields';
import { useApprovalAction } from './use-approval-action';
import { useBillingRequests } from './use-billing-requests';
import './i18n';

function AnswerForm({ approval, token }: { approval: BillingApproval; token?: string }) {
  const { t } = useTranslation('billing-routes');
  const navigate = useNavigate();
  const modals = useModals();
  const action = useApprovalAction();
  const [value, setValue] = useState<LimitsValue>(() => ({ ...limitsFrom(), name: approval.Description }));
  const [problems, setProblems] = useState<Partial<Record<keyof LimitsValue, string>>>({});
  const base = {
    ApprovalUUID: approval.UUID,
    Type: approval.Type,
    ...(token ? { ApprovalCode: token } : {}),
  };
  const done = (text: string) => {
    modals.showSuccess(text);
    void navigate('/billing-routes');
  };
  const approve = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkLimits(value, t);
    setProblems(checked.ok ? {} : checked.problems);
    if (!checked.ok) return;
    action.mutate(
      { ...base, Action: 'APPROVE', ...checked.body },
      { onSuccess: () => done(t('accept.accepted')) },
    );
  };
  const reject = () =>
    action.mutate({ ...base, Action: 'REJECT' }, { onSuccess: () => done(t('accept.declined')) });
  return (
    <Form onSubmit={approve}>
      <Typography>
        {t(approval.Type === 'invite' ? 'accept.invite' : 'accept.request', {
          name: approval.RequestedByCustomerName,
          description: approval.Description,
        })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('accept.expires', { time: formatNzDateTime(approval.ExpiresAtNanos / 1_000_000) })}
      </Typography>
      <LimitsFields value={value} onChange={setValue} problems={problems} />
      {action.error && <ErrorBanner error={action.error} />}
      <Stack direction="row" spacing={2}>
        <SubmitButton disabled={action.isPending}>{t('accept.approve')}</SubmitButton>
        <Button size="large" onClick={reject} disabled={action.isPending}>
          {t('accept.reject')}
        </Button>
      </Stack>
    </Form>
  );
}

/**
 * balance/billing-methods/accept/{uuid}: answers an invite or request. From a link, the token kept in session
 * storage finds it ("no_invite" when none matches); otherwise it is one waiting for this customer.
 */
export function AcceptRoutePage() {
  const { t } = useTranslation('billing-routes');
  const { uuid } = useParams();
  const [params] = useSearchParams();
  const kept = approvalToken.read();
  const token = params.get('token') ?? (kept && kept.approvalUUID === uuid ? kept.token : undefined);
  const requests = useBillingRequests(token);
  const approval = requests.data?.Approvals.find((a) => a.UUID === uuid);
  const usable = approval && approval.Status === 'REQUEST' && !isApprovalExpired(approval, Date.now());
  const noInvite = !!requests.data && !usable;
  useEffect(() => {
    // A token that finds no invite is of no further use: dropped, so billing-routes does not lead back here.
    if (noInvite && kept?.approvalUUID === uuid) approvalToken.remove();
  }, [noInvite, kept, uuid]);
  return (
    <Page title={t('accept.title')}>
      {requests.isPending && <Loader />}
      {requests.error && <ErrorBanner error={requests.error} />}
      {noInvite && <ErrorBanner error={ERRORS.no_invite} />}
      {approval && usable && <AnswerForm approval={approval} token={token ?? undefined} />}
      <MuiLink component={Link} to="/billing-routes" sx={{ display: 'inline-block', mt: 3 }}>
        {t('back')}
      </MuiLink>
    </Page>
  );
}
