import { Box, Button, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ApprovalView, InviteType } from '@portal/shared';
import { ErrorBanner } from '../../components/error-banner';
import { inviteWhat } from './invite-label';
import { useApprovalAction } from './use-approval-action';
import { useApprovals } from './use-approvals';

/**
 * The invites of one kind of group: those sent to the account (accept or decline while pending) and those it sent
 * (cancel while pending). An expired invite says so and offers nothing.
 */
export function InvitesPanel({ types, productUUID }: { types: readonly InviteType[]; productUUID?: string }) {
  const { t } = useTranslation('groups');
  const approvals = useApprovals();
  const action = useApprovalAction();
  const ofKind = (list: ApprovalView[] | undefined) =>
    (list ?? []).filter((a) => types.includes(a.ApprovalType));
  const incoming = ofKind(approvals.data?.Approvals);
  const sent = ofKind(approvals.data?.Invites);
  const what = (a: ApprovalView) => t(`invites.what.${inviteWhat(a)}`);
  const status = (a: ApprovalView) => t(`invites.status.${a.Status}`);
  const act = (UUID: string, Action: 'APPROVED' | 'REJECTED' | 'CANCELLED') =>
    action.mutate({ UUID, Action, ...(productUUID ? { ProductUUID: productUUID } : {}) });
  return (
    <Box component="section" aria-labelledby="incoming-invites" sx={{ my: 3 }}>
      {approvals.isError && <ErrorBanner error={approvals.error} onRetry={() => approvals.refetch()} />}
      {action.isError && <ErrorBanner error={action.error} />}
      <Typography variant="h6" component="h2" id="incoming-invites">
        {t('invites.incoming')}
      </Typography>
      {incoming.length === 0 && <Typography>{t('invites.none')}</Typography>}
      <List aria-label={t('invites.incoming')}>
        {incoming.map((a) => (
          <ListItem key={a.UUID} divider>
            <ListItemText
              primary={t('invites.from', { name: a.FromName, what: what(a) })}
              secondary={status(a)}
            />
            {a.Status === 'pending' && (
              <Stack direction="row" spacing={1}>
                <Button
                  variant="contained"
                  disabled={action.isPending}
                  onClick={() => act(a.UUID, 'APPROVED')}
                >
                  {t('invites.accept')}
                </Button>
                <Button disabled={action.isPending} onClick={() => act(a.UUID, 'REJECTED')}>
                  {t('invites.decline')}
                </Button>
              </Stack>
            )}
          </ListItem>
        ))}
      </List>
      <Typography variant="h6" component="h2">
        {t('invites.sent')}
      </Typography>
      {sent.length === 0 && <Typography>{t('invites.none')}</Typography>}
      <List aria-label={t('invites.sent')}>
        {sent.map((a) => (
          <ListItem key={a.UUID} divider>
            <ListItemText
              primary={t('invites.to', { email: a.RequestedTo, what: what(a) })}
              secondary={status(a)}
            />
            {a.Status === 'pending' && (
              <Button disabled={action.isPending} onClick={() => act(a.UUID, 'CANCELLED')}>
                {t('invites.cancel', { email: a.RequestedTo })}
              </Button>
            )}
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
