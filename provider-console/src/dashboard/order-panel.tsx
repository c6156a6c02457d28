import { Card, CardContent, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import type { FibreOrderRecord } from '@portal/shared';
import { Link } from 'react-router';
import { useGetList, useTranslate } from 'react-admin';
import { LoadFailure } from '../components/load-failure';
import { liveQueryOptions } from '../lib/live';
import { listLink } from './orders-by-state';

interface Props {
  id: string;
  title: string;
  empty: string;
  filter: Record<string, unknown>;
  sort: { field: string; order: 'ASC' | 'DESC' };
  secondary(order: FibreOrderRecord): string;
}

/** A short list of orders on the dashboard, each linking to the order, and a link to the whole list. */
export function OrderPanel({ id, title, empty, filter, sort, secondary }: Props) {
  const translate = useTranslate();
  const { data, total, error, refetch } = useGetList<FibreOrderRecord>(
    'UFB_order',
    {
      filter,
      sort,
      pagination: { page: 1, perPage: 8 },
    },
    liveQueryOptions,
  );
  return (
    <Card component="section" aria-labelledby={`${id}-title`}>
      <CardContent>
        <Typography id={`${id}-title`} variant="h6" component="h2">
          {translate(title)} {total !== undefined ? `(${total})` : ''}
        </Typography>
        {error ? <LoadFailure name={translate(title)} error={error} onRetry={() => void refetch()} /> : null}
        {data?.length === 0 ? <Typography variant="body2">{translate(empty)}</Typography> : null}
        <List dense aria-label={translate(title)}>
          {data?.map((o) => (
            <ListItem key={o.id} disablePadding>
              <ListItemButton component={Link} to={`/UFB_order/${o.id}/show`}>
                <ListItemText primary={`${o.OrderNumber} · ${o.CustomerName}`} secondary={secondary(o)} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        <Link to={listLink(filter)}>{translate('console.dashboard.view_all')}</Link>
      </CardContent>
    </Card>
  );
}
