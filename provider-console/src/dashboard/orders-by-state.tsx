import { Card, CardContent, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { FIBRE_ORDER_STATES, type FibreOrderState } from '@portal/shared';
import { Link } from 'react-router';
import { useGetList, useTranslate } from 'react-admin';

const listLink = (filter: object) => `/UFB_order?filter=${encodeURIComponent(JSON.stringify(filter))}`;

function StateRow({ state }: { state: FibreOrderState }) {
  const translate = useTranslate();
  const { total } = useGetList('UFB_order', {
    filter: { State: [state] },
    pagination: { page: 1, perPage: 1 },
  });
  return (
    <ListItem disablePadding>
      <ListItemButton component={Link} to={listLink({ State: [state] })} dense>
        <ListItemText primary={translate(`console.states.${state}`)} />
        <Typography variant="body1" component="span" sx={{ fontWeight: 600 }} data-testid={`count-${state}`}>
          {total ?? '…'}
        </Typography>
      </ListItemButton>
    </ListItem>
  );
}

/** How many orders are in each state now (the clock moves them on). */
export function OrdersByState() {
  const translate = useTranslate();
  return (
    <Card component="section" aria-labelledby="by-state-title">
      <CardContent>
        <Typography id="by-state-title" variant="h6" component="h2">
          {translate('console.dashboard.by_state')}
        </Typography>
        <List dense>
          {FIBRE_ORDER_STATES.map((s) => (
            <StateRow key={s} state={s} />
          ))}
        </List>
      </CardContent>
    </Card>
  );
}

export { listLink };
