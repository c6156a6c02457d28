import { Box, Button } from '@mui/material';
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useListContext, useTranslate, type RaRecord } from 'react-admin';
import { LIVE_POLL_MS, livePolling } from '../lib/live';
import { changedInPlace, newOrderCount } from './new-orders';

/**
 * Reads the list's first page every few seconds beside the list, not into it: rows under the operator's pointer
 * do not move. Mounted only once the list has settled, so what it compares with is what the operator sees.
 */
function NewOrdersWatch() {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const { data, total, filterValues, sort, perPage, page, setPage, refetch } = useListContext<RaRecord>();
  const params = { filter: filterValues, sort, pagination: { page: 1, perPage } };
  const fresh = useQuery({
    queryKey: ['UFB_order', 'newOrders', params],
    queryFn: ({ signal }) => dataProvider.getList('UFB_order', { ...params, signal }),
    // When the first page is the one shown, it is what the last read said: nothing to ask until the next poll.
    initialData: page === 1 ? { data: data ?? [], total } : undefined,
    initialDataUpdatedAt: Date.now,
    staleTime: LIVE_POLL_MS,
    refetchInterval: livePolling,
    // A failed poll is not said: the list's own reads say what fails, and the next poll may pass.
    retry: false,
  });
  const count = fresh.data
    ? newOrderCount(
        { ids: (data ?? []).map((r) => r.id), total, firstPage: page === 1 },
        { ids: fresh.data.data.map((r) => r.id), total: fresh.data.total },
      )
    : 0;
  // Rows already shown that changed elsewhere are drawn again where they are; only new rows wait for a click.
  const inPlace = page === 1 && !!fresh.data && changedInPlace(data ?? [], fresh.data.data);
  useEffect(() => {
    if (inPlace) void refetch();
  }, [inPlace, refetch]);
  const show = () => (page === 1 ? void refetch() : setPage(1));
  return (
    <Box role="status" sx={{ display: 'flex', justifyContent: 'center', px: 2, pt: count ? 1 : 0 }}>
      {count > 0 ? (
        <Button variant="contained" size="small" onClick={show}>
          {translate('console.live.new_orders', { smart_count: count })}
        </Button>
      ) : null}
    </Box>
  );
}

/** "3 new orders": orders created elsewhere while the list is open, shown at the top on a click. */
export function NewOrdersNotice() {
  const { isPending, isFetching, error } = useListContext();
  return isPending || isFetching || error ? null : <NewOrdersWatch />;
}
