import { Box, Button, Card, Chip, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { formatAge, NANOS_PER_MS, type AttentionReason, type WorkQueueItem } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Title, useTranslate } from 'react-admin';
import { LoadFailure } from '../components/load-failure';
import { TimesDialog } from '../components/times-dialog';
import { workApi, workKeys } from '../lib/work-api';
import { ResolveDialog, RfsDialog } from './queue-dialogs';
import { livePolling } from '../lib/live';

const PAGE_SIZE = 25;
const REASONS: readonly AttentionReason[] = ['failed', 'site_visit', 'rfs_time'];

type Action = { kind: 'book' | 'rfs' | 'retry' | 'cancel'; item: WorkQueueItem };

/** The one action each reason needs, a click away. */
function Actions({ item, open }: { item: WorkQueueItem; open(a: Action): void }) {
  const translate = useTranslate();
  const button = (kind: Action['kind'], color?: 'error') => (
    <Button
      size="small"
      variant={color ? 'text' : 'outlined'}
      color={color ?? 'primary'}
      aria-label={translate(`console.queue.${kind}_label`, { order: item.OrderNumber })}
      onClick={() => open({ kind, item })}
    >
      {translate(`console.queue.${kind}`)}
    </Button>
  );
  if (item.Reason === 'site_visit') return button('book');
  if (item.Reason === 'rfs_time') return button('rfs');
  return (
    <Stack direction="row" spacing={1}>
      {button('retry')}
      {button('cancel', 'error')}
    </Stack>
  );
}

/**
 * The orders needing an operator, longest waiting first: why, for how long on the virtual clock, and the action
 * each needs (book the site visit, set the RFS time, retry or close a failed order).
 */
export function QueuePage() {
  const translate = useTranslate();
  const [reason, setReason] = useState<AttentionReason | 'all'>('all');
  const [page, setPage] = useState(1);
  const [action, setAction] = useState<Action>();
  const query = { ...(reason === 'all' ? {} : { Reason: reason }), PageNumber: page, PageSize: PAGE_SIZE };
  const queue = useQuery({
    queryKey: workKeys.queue(query),
    queryFn: () => workApi.queue(query),
    refetchInterval: livePolling,
    placeholderData: (previous) => previous,
  });
  const data = queue.data;
  const all = data ? REASONS.reduce((n, r) => n + (data.Counts[r] ?? 0), 0) : undefined;
  const pages = data ? Math.max(1, Math.ceil(data.Total / PAGE_SIZE)) : 1;
  const close = () => setAction(undefined);
  return (
    <Box className="queue-page" sx={{ mt: 2, mb: 4 }}>
      <Title title={translate('console.queue.title')} />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {translate('console.queue.title')}
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={reason}
        onChange={(_, v: AttentionReason | 'all' | null) => {
          if (!v) return;
          setReason(v);
          setPage(1);
        }}
        aria-label={translate('console.queue.show')}
        sx={{ mb: 2, flexWrap: 'wrap' }}
      >
        <ToggleButton value="all">{`${translate('console.queue.all')}${all !== undefined ? ` (${all})` : ''}`}</ToggleButton>
        {REASONS.map((r) => (
          <ToggleButton key={r} value={r}>
            {`${translate(`console.queue.reasons.${r}`)}${data ? ` (${data.Counts[r] ?? 0})` : ''}`}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {queue.error ? (
        <LoadFailure
          name={translate('console.queue.title')}
          error={queue.error}
          onRetry={() => void queue.refetch()}
        />
      ) : null}
      {data && data.Orders.length === 0 ? <Typography>{translate('console.queue.empty')}</Typography> : null}
      {data && data.Orders.length ? (
        <Card>
          <Box
            component="ul"
            aria-label={translate('console.queue.title')}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
          >
            {data.Orders.map((item, i) => (
              <Box
                component="li"
                key={item.id}
                sx={{
                  display: 'flex',
                  flexDirection: { xs: 'column', sm: 'row' },
                  alignItems: { xs: 'flex-start', sm: 'center' },
                  gap: 1,
                  px: 2,
                  py: 1,
                  borderTop: i ? 1 : 0,
                  borderColor: 'divider',
                }}
              >
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="body2" component="p" sx={{ fontWeight: 600 }}>
                    <Link to={`/UFB_order/${item.id}/show`}>{item.OrderNumber}</Link>
                    {` · ${item.CustomerName}`}
                  </Typography>
                  <Typography variant="caption" component="p" color="text.secondary">
                    {`${item.Address} · ${item.LFC}`}
                  </Typography>
                </Box>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
                  <Chip
                    size="small"
                    color={item.Reason === 'failed' ? 'error' : 'warning'}
                    label={translate(`console.queue.reasons.${item.Reason}`)}
                  />
                  <Typography variant="body2" component="span" data-testid="age">
                    {translate('console.queue.waiting', {
                      age: formatAge((data.NowNanos - item.SinceNanos) / NANOS_PER_MS),
                    })}
                  </Typography>
                </Stack>
                <Actions item={item} open={setAction} />
              </Box>
            ))}
          </Box>
        </Card>
      ) : null}
      {data && pages > 1 ? (
        <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center' }}>
          <Button size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {translate('console.queue.previous')}
          </Button>
          <Typography variant="body2">{translate('console.queue.page', { page, pages })}</Typography>
          <Button size="small" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {translate('console.queue.next')}
          </Button>
        </Stack>
      ) : null}
      {action?.kind === 'book' ? <TimesDialog orderId={action.item.id} onClose={close} /> : null}
      {action?.kind === 'rfs' ? <RfsDialog item={action.item} onClose={close} /> : null}
      {action?.kind === 'retry' || action?.kind === 'cancel' ? (
        <ResolveDialog item={action.item} action={action.kind} onClose={close} />
      ) : null}
    </Box>
  );
}
