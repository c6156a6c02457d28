import { Box } from '@mui/material';
import { nzDate } from '@portal/shared';
import { Title, useTranslate } from 'react-admin';
import { formatWindow } from '../lib/format';
import { useServerNow } from '../lib/server-clock';
import { OrderPanel } from './order-panel';
import { OrdersByState } from './orders-by-state';

/** Orders by state, orders needing attention (failed, site visit, RFS time) and today's appointments. */
export function Dashboard() {
  const translate = useTranslate();
  // Today is the backend's day: the simulation's clock may run ahead of this machine's.
  const now = useServerNow();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        mt: 2,
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', lg: '1fr 1fr 1fr' },
      }}
    >
      <Title title={translate('console.dashboard.title')} />
      <OrdersByState />
      <OrderPanel
        id="attention"
        title="console.dashboard.attention"
        empty="console.dashboard.attention_none"
        filter={{ attention: true }}
        sort={{ field: 'UpdatedAtNanos', order: 'DESC' }}
        secondary={(o) => `${o.StateText} · ${o.Address.Formatted}`}
      />
      {now !== undefined && (
        <OrderPanel
          id="today"
          title="console.dashboard.today"
          empty="console.dashboard.today_none"
          filter={{ AppointmentOn: nzDate(now) }}
          sort={{ field: 'Appointment.StartNanos', order: 'ASC' }}
          secondary={(o) =>
            o.Appointment
              ? `${formatWindow(o.Appointment.StartNanos, o.Appointment.EndNanos)} · ${o.LFC}`
              : ''
          }
        />
      )}
    </Box>
  );
}
