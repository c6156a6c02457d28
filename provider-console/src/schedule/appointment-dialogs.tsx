import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import type { FibreOrderRecord, ScheduleSlot, ScheduledAppointment } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useGetList, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useStoreDataProvider } from '../lib/data-provider';
import { failureMessage } from '../lib/failure';
import { formatWindow } from '../lib/format';
import { workApi, workKeys } from '../lib/work-api';

/** After a change: the schedules, the open order and its history read again. */
function useAfterChange() {
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: workKeys.schedules });
    refresh();
  };
}

/** Cancels an appointment, with the reason the order's history keeps. */
export function CancelDialog({
  appointment,
  onClose,
}: {
  appointment: ScheduledAppointment;
  onClose(): void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const afterChange = useAfterChange();
  const [reason, setReason] = useState('');
  const cancel = useMutation({
    mutationFn: () => workApi.cancelAppointment(appointment.OrderUUID, reason.trim()),
    onSuccess: async () => {
      notify('console.schedule.cancelled', {
        type: 'success',
        messageArgs: { order: appointment.OrderNumber },
      });
      await afterChange();
      onClose();
    },
    onError: (error) =>
      notify(translate('console.schedule.not_cancelled', { reason: failureMessage(error, translate) }), {
        type: 'error',
      }),
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby="cancel-title" fullWidth maxWidth="sm">
      <DialogTitle id="cancel-title">
        {translate('console.schedule.cancel_title', {
          order: appointment.OrderNumber,
          when: formatWindow(appointment.StartNanos, appointment.EndNanos),
        })}
      </DialogTitle>
      <DialogContent dividers>
        <TextField
          label={translate('console.schedule.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          required
          fullWidth
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('console.schedule.keep')}</Button>
        <Button
          variant="contained"
          color="error"
          onClick={() => cancel.mutate()}
          disabled={!reason.trim() || cancel.isPending}
        >
          {translate('console.schedule.cancel_confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Books a free window for an order still waiting for one: live orders of an LFC whose crew is free then, without
 * an appointment (the list sorts those first).
 */
export function BookIntoDialog({ slot, onClose }: { slot: ScheduleSlot; onClose(): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useStoreDataProvider();
  const afterChange = useAfterChange();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState('');
  const [reason, setReason] = useState('');
  const candidates = useGetList<FibreOrderRecord>('UFB_order', {
    filter: {
      State: ['acknowledged', 'in_progress'],
      LFC: slot.FreeLFCs,
      ...(search.trim() ? { q: search.trim() } : {}),
    },
    sort: { field: 'Appointment.StartNanos', order: 'ASC' },
    pagination: { page: 1, perPage: 10 },
  });
  const waiting = (candidates.data ?? []).filter((o) => !o.Appointment);
  const book = useMutation({
    mutationFn: () => dataProvider.book(chosen, slot, reason.trim() || undefined),
    onSuccess: async (order) => {
      notify('console.schedule.booked', {
        type: 'success',
        messageArgs: { order: order.OrderNumber, when: formatWindow(slot.StartNanos, slot.EndNanos) },
      });
      await afterChange();
      onClose();
    },
    onError: async (error) => {
      notify(translate('console.failure.booked', { reason: failureMessage(error, translate) }), {
        type: 'error',
      });
      await afterChange();
    },
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby="book-into-title" fullWidth maxWidth="sm">
      <DialogTitle id="book-into-title">
        {translate('console.schedule.book_title', { when: formatWindow(slot.StartNanos, slot.EndNanos) })}
      </DialogTitle>
      <DialogContent dividers>
        <TextField
          label={translate('console.schedule.find_order')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          fullWidth
          size="small"
          sx={{ mb: 1 }}
        />
        {candidates.error ? (
          <Alert severity="error">{failureMessage(candidates.error, translate)}</Alert>
        ) : null}
        {candidates.data && waiting.length === 0 ? (
          <Alert severity="info">{translate('console.schedule.none_waiting')}</Alert>
        ) : null}
        <RadioGroup
          aria-label={translate('console.schedule.waiting')}
          value={chosen}
          onChange={(e) => setChosen(e.target.value)}
          name="order-to-book"
        >
          {waiting.map((o) => (
            <FormControlLabel
              key={o.id}
              value={o.id}
              control={<Radio />}
              label={`${o.OrderNumber} · ${o.CustomerName} · ${o.Address.Formatted} · ${o.LFC}`}
            />
          ))}
        </RadioGroup>
        <TextField
          label={translate('console.appointment.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          fullWidth
          size="small"
          sx={{ mt: 1 }}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => book.mutate()} disabled={!chosen || book.isPending}>
          {translate('console.appointment.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
