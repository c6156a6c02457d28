import {
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import {
  addDays,
  bookableDays,
  formatNzTime,
  formatNzWeekdayDay,
  installationDay,
  isWorkingDay,
  NANOS_PER_MS,
  nzTimeToMs,
  weekStart,
  workingDaysFrom,
  type Schedule,
  type ScheduleSlot,
  type ScheduledAppointment,
} from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Title, useTranslate } from 'react-admin';
import { LoadFailure } from '../components/load-failure';
import { TimesDialog } from '../components/times-dialog';
import { useServerNow } from '../lib/server-clock';
import { workApi, workKeys } from '../lib/work-api';
import { BookIntoDialog, CancelDialog } from './appointment-dialogs';
import { livePolling } from '../lib/live';

type View = 'day' | 'week';

const ms = (nanos: number) => Math.round(nanos / NANOS_PER_MS);
const dayTitle = (date: string) => formatNzWeekdayDay(nzTimeToMs(date, 12));
const windowText = (s: { StartNanos: number; EndNanos: number }) =>
  `${formatNzTime(ms(s.StartNanos))}–${formatNzTime(ms(s.EndNanos))}`;

/** The day before or after, skipping the weekend; a week at a time in the week view. */
function step(view: View, anchor: string, by: 1 | -1): string {
  if (view === 'week') return addDays(anchor, 7 * by);
  let day = addDays(anchor, by);
  while (!isWorkingDay(day)) day = addDays(day, by);
  return day;
}

type Dialog =
  | { kind: 'move'; appointment: ScheduledAppointment }
  | { kind: 'cancel'; appointment: ScheduledAppointment }
  | { kind: 'book'; slot: ScheduleSlot };

function AppointmentItem({
  appointment,
  nowMs,
  open,
}: {
  appointment: ScheduledAppointment;
  nowMs: number;
  open(dialog: Dialog): void;
}) {
  const translate = useTranslate();
  const ahead = ms(appointment.StartNanos) > nowMs;
  return (
    <Box component="li" sx={{ borderLeft: 3, borderColor: 'primary.main', pl: 1, py: 0.5, mb: 1 }}>
      <Typography variant="body2" component="p" sx={{ fontWeight: 600 }}>
        <Link to={`/UFB_order/${appointment.OrderUUID}/show`}>{appointment.OrderNumber}</Link>
        {` · ${appointment.LFC}`}
      </Typography>
      <Typography variant="body2" component="p">
        {appointment.CustomerName}
      </Typography>
      <Typography variant="caption" component="p" color="text.secondary">
        {appointment.Address}
      </Typography>
      {ahead ? (
        <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
          <Button
            size="small"
            aria-label={translate('console.schedule.move_label', { order: appointment.OrderNumber })}
            onClick={() => open({ kind: 'move', appointment })}
          >
            {translate('console.schedule.move')}
          </Button>
          <Button
            size="small"
            color="error"
            aria-label={translate('console.schedule.cancel_label', { order: appointment.OrderNumber })}
            onClick={() => open({ kind: 'cancel', appointment })}
          >
            {translate('console.schedule.cancel')}
          </Button>
        </Stack>
      ) : null}
    </Box>
  );
}

function SlotBox({
  slot,
  nowMs,
  bookable,
  open,
}: {
  slot: ScheduleSlot;
  nowMs: number;
  bookable: boolean;
  open(dialog: Dialog): void;
}) {
  const translate = useTranslate();
  const when = windowText(slot);
  return (
    <Box component="li" sx={{ mb: 1.5 }} aria-label={when}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle2" component="h3">
          {when}
        </Typography>
        <Typography variant="caption" color={slot.Free ? 'text.secondary' : 'error'} data-testid="free">
          {translate('console.schedule.free', { free: slot.Free, capacity: slot.Capacity })}
        </Typography>
      </Stack>
      {slot.Appointments.length ? (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5 }}>
          {slot.Appointments.map((a) => (
            <AppointmentItem key={a.UUID} appointment={a} nowMs={nowMs} open={open} />
          ))}
        </Box>
      ) : null}
      {bookable && slot.Free > 0 ? (
        <Button
          size="small"
          aria-label={translate('console.schedule.book_label', { when })}
          onClick={() => open({ kind: 'book', slot })}
        >
          {translate('console.schedule.book')}
        </Button>
      ) : null}
    </Box>
  );
}

function ScheduleDays({
  schedule,
  nowMs,
  open,
}: {
  schedule: Schedule;
  nowMs: number;
  open(d: Dialog): void;
}) {
  const translate = useTranslate();
  const bookable = new Set(bookableDays(nowMs));
  if (!schedule.Days.length) {
    return <Typography>{translate('console.schedule.no_days')}</Typography>;
  }
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: '1fr',
          md: `repeat(${Math.min(schedule.Days.length, 5)}, minmax(0, 1fr))`,
        },
      }}
    >
      {schedule.Days.map((day) => {
        const count = day.Slots.reduce((n, s) => n + s.Appointments.length, 0);
        return (
          <Card key={day.Date} component="section" aria-labelledby={`day-${day.Date}`}>
            <CardContent>
              <Typography id={`day-${day.Date}`} variant="h6" component="h2">
                {dayTitle(day.Date)}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
                {translate('console.schedule.count', { smart_count: count })}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {day.Slots.map((slot) => (
                  <SlotBox
                    key={slot.StartNanos}
                    slot={slot}
                    nowMs={nowMs}
                    bookable={bookable.has(day.Date)}
                    open={open}
                  />
                ))}
              </Box>
            </CardContent>
          </Card>
        );
      })}
    </Box>
  );
}

/**
 * The installation appointments of all orders by day or by week (one column a day; on a phone, an agenda), each
 * window with its free crews; appointments are booked, moved and cancelled from here.
 */
export function SchedulePage() {
  const translate = useTranslate();
  const now = useServerNow();
  const [view, setView] = useState<View>('week');
  const [picked, setPicked] = useState<string>();
  const [dialog, setDialog] = useState<Dialog>();
  const today = now === undefined ? undefined : installationDay(now);
  const anchor = picked ?? today;
  const query = anchor
    ? view === 'week'
      ? { From: weekStart(anchor), Days: 7 }
      : { From: workingDaysFrom(anchor, 1)[0] as string, Days: 1 }
    : undefined;
  const schedule = useQuery({
    queryKey: workKeys.schedule(query ?? { Days: 0 }),
    queryFn: () => workApi.schedule(query as { From: string; Days: number }),
    enabled: query !== undefined,
    refetchInterval: livePolling,
    placeholderData: (previous) => previous,
  });
  const close = () => setDialog(undefined);
  return (
    <Box className="schedule-page" sx={{ mt: 2, mb: 4 }}>
      <Title title={translate('console.schedule.title')} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mb: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="h5" component="h1">
          {anchor && query
            ? view === 'week'
              ? translate('console.schedule.week_of', { day: dayTitle(query.From) })
              : dayTitle(query.From)
            : translate('console.schedule.title')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={view}
            onChange={(_, v: View | null) => v && setView(v)}
            aria-label={translate('console.schedule.view')}
          >
            <ToggleButton value="day">{translate('console.schedule.day')}</ToggleButton>
            <ToggleButton value="week">{translate('console.schedule.week')}</ToggleButton>
          </ToggleButtonGroup>
          <Button size="small" disabled={!anchor} onClick={() => anchor && setPicked(step(view, anchor, -1))}>
            {translate('console.schedule.previous')}
          </Button>
          <Button size="small" disabled={!today} onClick={() => setPicked(undefined)}>
            {translate('console.schedule.today')}
          </Button>
          <Button size="small" disabled={!anchor} onClick={() => anchor && setPicked(step(view, anchor, 1))}>
            {translate('console.schedule.next')}
          </Button>
        </Stack>
      </Stack>
      {schedule.error ? (
        <LoadFailure
          name={translate('console.schedule.title')}
          error={schedule.error}
          onRetry={() => void schedule.refetch()}
        />
      ) : null}
      {schedule.data && now !== undefined ? (
        <ScheduleDays schedule={schedule.data} nowMs={now} open={setDialog} />
      ) : null}
      {dialog?.kind === 'move' ? (
        <TimesDialog orderId={dialog.appointment.OrderUUID} onClose={close} />
      ) : null}
      {dialog?.kind === 'cancel' ? <CancelDialog appointment={dialog.appointment} onClose={close} /> : null}
      {dialog?.kind === 'book' ? <BookIntoDialog slot={dialog.slot} onClose={close} /> : null}
    </Box>
  );
}
