import { Box } from '@mui/material';
import { formatNzWeekdayDay, installationDay, nzDate, nzTimeToMs } from '@portal/shared';
import { Title, useTranslate } from 'react-admin';
import { formatWindow } from '../lib/format';
import { useServerNow } from '../lib/server-clock';
import { OrderPanel } from './order-panel';
import { OrdersByState } from './orders-by-state';

/**
 * Orders by state, orders needing attention (failed, site visit, RFS time) and the installation day's appointments
 * (today's, or at the weekend the next working day's, said so).
 */
export function Dashboard() {
  const translate = useTranslate();
  // Today is the backend's day: the simulation's clock may run ahead of this machine's.
  const now = useServerNow();
  // Installations happen on working days: at the weekend the next working day's are the ones to prepare.
  const date = now === undefined ? undefined : installationDay(now);
  const day =
    now === undefined || date === undefined
      ? undefined
      : { date, today: date === nzDate(now), text: formatNzWeekdayDay(nzTimeToMs(date, 12)) };
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
      {day !== undefined && (
        <OrderPanel
          id="today"
          title={
            day.today ? 'console.dashboard.today' : translate('console.dashboard.next_day', { day: day.text })
          }
          empty={
            day.today
              ? 'console.dashboard.today_none'
              : translate('console.dashboard.next_day_none', { day: day.text })
          }
          filter={{ AppointmentOn: day.date }}
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
