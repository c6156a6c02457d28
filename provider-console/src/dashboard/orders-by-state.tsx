import { Card, CardContent, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { FIBRE_ORDER_STATES, type FibreOrderState } from '@portal/shared';
import { useQueries } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useDataProvider, useTranslate } from 'react-admin';
import { LoadFailure } from '../components/load-failure';
import { liveQueryOptions } from '../lib/live';

const listLink = (filter: object) => `/UFB_order?filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** react-admin's own key for the same list call, so a change to an order makes these counts stale too. */
const countParams = (state: FibreOrderState) => ({
  filter: { State: [state] },
  pagination: { page: 1, perPage: 1 },
  sort: { field: 'id', order: 'ASC' as const },
});

/**
 * How many orders are in each state now (the clock moves them on). A count that could not be loaded is shown as
 * not loaded, never as a number, and the section says what failed with one "Try again" for those that did.
 */
export function OrdersByState() {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const counts = useQueries({
    queries: FIBRE_ORDER_STATES.map((state) => ({
      queryKey: ['UFB_order', 'getList', countParams(state)],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        dataProvider.getList('UFB_order', { ...countParams(state), signal }),
      ...liveQueryOptions,
    })),
  });
  const failed = counts.filter((c) => c.error);
  const title = translate('console.dashboard.by_state');
  return (
    <Card component="section" aria-labelledby="by-state-title">
      <CardContent>
        <Typography id="by-state-title" variant="h6" component="h2">
          {title}
        </Typography>
        {failed[0] ? (
          <LoadFailure
            name={title}
            error={failed[0].error}
            onRetry={() => failed.forEach((c) => void c.refetch())}
          />
        ) : null}
        <List dense>
          {FIBRE_ORDER_STATES.map((state, i) => {
            const count = counts[i]!;
            return (
              <ListItem key={state} disablePadding>
                <ListItemButton component={Link} to={listLink({ State: [state] })} dense>
                  <ListItemText primary={translate(`console.states.${state}`)} />
                  <Typography
                    variant="body1"
                    component="span"
                    sx={{ fontWeight: 600 }}
                    data-testid={`count-${state}`}
                  >
                    {count.data
                      ? count.data.total
                      : count.error
                        ? translate('console.failure.not_loaded')
                        : '…'}
                  </Typography>
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </CardContent>
    </Card>
  );
}

export { listLink };
