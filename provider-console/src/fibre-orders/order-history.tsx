import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { fibreDisplayText, type OrderHistoryEntry } from '@portal/shared';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useRecordContext, useTranslate } from 'react-admin';
import { LoadFailure } from '../components/load-failure';
import { formatNanos } from '../lib/format';
import { workApi, workKeys } from '../lib/work-api';
import { livePolling } from '../lib/live';

const PAGE_SIZE = 20;

function EntryText({ entry }: { entry: OrderHistoryEntry }) {
  const translate = useTranslate();
  const state = entry.State
    ? `${translate(`console.states.${entry.State}`, { _: entry.State })}${
        entry.Substate ? ` · ${fibreDisplayText(entry.Substate)}` : ''
      }`
    : '';
  const who = translate(`console.history.actors.${entry.Actor.Kind}`, { name: entry.Actor.Name });
  return (
    <>
      <Typography variant="body2" component="p">
        <strong>{translate(`console.history.kinds.${entry.Kind}`, { state })}</strong>
      </Typography>
      {entry.Changes.map((c) => (
        <Typography key={c.Field} variant="body2" component="p">
          {translate('console.history.change', {
            field: c.Field,
            old: c.Old || translate('console.history.empty_value'),
            new: c.New || translate('console.history.empty_value'),
          })}
        </Typography>
      ))}
      {entry.Text ? (
        <Typography variant="body2" component="p" sx={{ whiteSpace: 'pre-wrap' }}>
          {entry.Text}
        </Typography>
      ) : null}
      <Typography variant="caption" component="p" color="text.secondary">
        {translate('console.history.by', { who, time: formatNanos(entry.AtNanos) })}
      </Typography>
    </>
  );
}

/**
 * One timeline of everything that happened to the order, newest first: its creation, state changes, notes,
 * bookings and edits, each with who and when; older entries a page at a time.
 */
export function OrderHistory() {
  const record = useRecordContext();
  const translate = useTranslate();
  const history = useInfiniteQuery({
    queryKey: workKeys.history(record?.id),
    queryFn: ({ pageParam }) =>
      workApi.history(record?.id as string, { PageNumber: pageParam, PageSize: PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * PAGE_SIZE < last.Total ? pages.length + 1 : undefined),
    enabled: record?.id !== undefined,
    refetchInterval: livePolling,
  });
  const entries = history.data?.pages.flatMap((p) => p.Entries) ?? [];
  const total = history.data?.pages.at(-1)?.Total ?? 0;
  return (
    <Card component="section" aria-labelledby="history-title">
      <CardContent>
        <Typography id="history-title" variant="h6" component="h2" gutterBottom>
          {translate('console.history.title')}
        </Typography>
        {history.error ? (
          <LoadFailure
            name={translate('console.history.title')}
            error={history.error}
            onRetry={() => void history.refetch()}
          />
        ) : null}
        {history.data && !entries.length ? (
          <Typography variant="body2">{translate('console.history.empty')}</Typography>
        ) : null}
        <Box
          component="ol"
          aria-label={translate('console.history.title')}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {entries.map((entry) => (
            <Box
              component="li"
              key={entry.UUID}
              data-kind={entry.Kind}
              sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5, py: 0.5, mb: 1 }}
            >
              <EntryText entry={entry} />
            </Box>
          ))}
        </Box>
        {history.data ? (
          <Typography variant="caption" color="text.secondary" component="p">
            {translate('console.history.shown', { shown: entries.length, total })}
          </Typography>
        ) : null}
        {history.hasNextPage ? (
          <Button onClick={() => void history.fetchNextPage()} disabled={history.isFetchingNextPage}>
            {translate('console.history.more')}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** Reads the open order's history again now (after a note is added), rather than at the next poll. */
export function useHistoryRefresh() {
  const record = useRecordContext();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: workKeys.history(record?.id) });
}
