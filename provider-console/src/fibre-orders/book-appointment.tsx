import EventIcon from '@mui/icons-material/Event';
import { BOOKABLE_ORDER_STATES, type FibreOrderRecord } from '@portal/shared';
import { useState } from 'react';
import { Button, useRecordContext } from 'react-admin';
import { TimesDialog } from '../components/times-dialog';

/** "Book appointment" on an acknowledged or in-progress order: free times, then one booked (or rebooked). */
export function BookAppointmentButton() {
  const order = useRecordContext<FibreOrderRecord>();
  const [open, setOpen] = useState(false);
  if (!order || order.DeletedAtNanos !== null || !BOOKABLE_ORDER_STATES.includes(order.State)) return null;
  return (
    <>
      <Button
        label={order.Appointment ? 'console.appointment.rebook' : 'console.appointment.book'}
        onClick={() => setOpen(true)}
        startIcon={<EventIcon />}
      />
      {open ? <TimesDialog orderId={order.id} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
