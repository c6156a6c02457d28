import {
  Alert,
  Button as MuiButton,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { formatNzDateTime, type TimeSlot } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useRefresh, useTranslate, type Identifier } from 'react-admin';
import { storeKeys, useStoreDataProvider } from '../lib/data-provider';
import { LoadFailure } from './load-failure';
import { failureMessage } from '../lib/failure';
import { formatWindow } from '../lib/format';

/** Slots grouped by NZ day, in order. */
function byDay(slots: TimeSlot[]): [string, TimeSlot[]][] {
  const days = new Map<string, TimeSlot[]>();
  for (const s of slots) {
    const day = formatNzDateTime(s.StartNanos / 1e6).slice(0, 10);
    days.set(day, [...(days.get(day) ?? []), s]);
  }
  return [...days];
}

/** How far ahead appointment times are offered: 5 days. */
const lookAhead = { Days: 5 };

/**
 * The free times of an order, one chosen and booked (or the booked one moved), with an optional reason for the
 * order's history. A time another operator took meanwhile is said so and the times are read again.
 */
export function TimesDialog({ orderId, onClose }: { orderId: Identifier; onClose(): void }) {
  const dataProvider = useStoreDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [chosen, setChosen] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const times = useQuery({
    queryKey: storeKeys.availableTimes(orderId, lookAhead),
    queryFn: () => dataProvider.getAvailableTimes(orderId, lookAhead),
    staleTime: 0,
  });
  const slot = times.data?.find((s) => s.UUID === chosen);
  const book = async () => {
    if (!slot) return;
    setBusy(true);
    try {
      await dataProvider.book(orderId, slot, reason.trim() || undefined);
      notify('console.appointment.booked', {
        type: 'success',
        messageArgs: { when: formatWindow(slot.StartNanos, slot.EndNanos) },
      });
      refresh();
      onClose();
    } catch (error) {
      notify(translate('console.failure.booked', { reason: failureMessage(error, translate) }), {
        type: 'error',
      });
      setChosen('');
      await times.refetch();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="book-title" fullWidth maxWidth="sm">
      <DialogTitle id="book-title">{translate('console.appointment.choose')}</DialogTitle>
      <DialogContent dividers>
        {times.isPending ? <CircularProgress aria-label={translate('console.appointment.loading')} /> : null}
        {times.error ? (
          <LoadFailure
            name={translate('console.appointment.times')}
            error={times.error}
            onRetry={() => void times.refetch()}
          />
        ) : null}
        {times.data?.length === 0 ? (
          <Alert severity="info">{translate('console.appointment.no_times')}</Alert>
        ) : null}
        {byDay(times.data ?? []).map(([day, slots]) => (
          <FormControl key={day} component="fieldset" sx={{ display: 'block', mb: 2 }}>
            <FormLabel component="legend">
              {formatWindow(slots[0]!.StartNanos, slots[0]!.EndNanos).split(',')[0]}
            </FormLabel>
            <RadioGroup row value={chosen} onChange={(e) => setChosen(e.target.value)} name={`slots-${day}`}>
              {slots.map((s) => (
                <FormControlLabel
                  key={s.UUID}
                  value={s.UUID}
                  control={<Radio />}
                  label={`${formatWindow(s.StartNanos, s.EndNanos).split(', ')[1]} (${translate(
                    s.Mode === 'AM' ? 'console.appointment.am' : 'console.appointment.pm',
                  )})`}
                />
              ))}
            </RadioGroup>
          </FormControl>
        ))}
        <TextField
          label={translate('console.appointment.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          fullWidth
          size="small"
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose}>{translate('ra.action.cancel')}</MuiButton>
        <MuiButton variant="contained" onClick={() => void book()} disabled={!slot || busy}>
          {translate('console.appointment.confirm')}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
}
