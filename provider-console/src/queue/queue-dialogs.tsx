import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import type { WorkQueueItem } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useRefresh, useTranslate, useUpdate } from 'react-admin';
import { failureMessage } from '../lib/failure';
import { workApi, workKeys } from '../lib/work-api';

/** After an action: the queue, and whatever else is open, read again. */
function useAfterAction() {
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: workKeys.queues });
    refresh();
  };
}

interface Props {
  item: WorkQueueItem;
  onClose(): void;
}

/** A new ready-for-service time agreed with the LFC: the order carries on from it, with the note saying so. */
export function RfsDialog({ item, onClose }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const afterAction = useAfterAction();
  const [update, { isPending }] = useUpdate();
  const [date, setDate] = useState('');
  const [note, setNote] = useState('');
  const save = () =>
    update(
      'UFB_order',
      {
        id: item.id,
        data: {
          State: 'in_progress',
          Substate: '',
          ExternalReference: { RSFDate: date },
          Note: note.trim() || translate('console.queue.rfs_note', { date }),
        },
        previousData: {},
      },
      {
        mutationMode: 'pessimistic',
        onSuccess: async () => {
          notify('console.queue.rfs_done', { type: 'success', messageArgs: { order: item.OrderNumber } });
          await afterAction();
          onClose();
        },
        onError: (error) =>
          notify(translate('console.failure.saved', { reason: failureMessage(error, translate) }), {
            type: 'error',
          }),
      },
    );
  return (
    <Dialog open onClose={onClose} aria-labelledby="rfs-title" fullWidth maxWidth="sm">
      <DialogTitle id="rfs-title">
        {translate('console.queue.rfs_title', { order: item.OrderNumber })}
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <TextField
            type="date"
            label={translate('console.queue.rfs_date')}
            value={date}
            onChange={(e) => setDate(e.target.value)}
            required
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label={translate('console.queue.note_optional')}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={!date || isPending}>
          {translate('console.queue.rfs_confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A failed order retried as a new one with the same details, or its failure accepted; a note says why. */
export function ResolveDialog({ item, action, onClose }: Props & { action: 'retry' | 'cancel' }) {
  const translate = useTranslate();
  const notify = useNotify();
  const afterAction = useAfterAction();
  const [note, setNote] = useState('');
  const resolve = useMutation({
    mutationFn: () => workApi.resolveFailure(item.id, { Action: action, Note: note.trim() }),
    onSuccess: async () => {
      notify(`console.queue.${action}_done`, { type: 'success', messageArgs: { order: item.OrderNumber } });
      await afterAction();
      onClose();
    },
    onError: (error) =>
      notify(translate('console.queue.not_resolved', { reason: failureMessage(error, translate) }), {
        type: 'error',
      }),
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby="resolve-title" fullWidth maxWidth="sm">
      <DialogTitle id="resolve-title">
        {translate(`console.queue.${action}_title`, { order: item.OrderNumber })}
      </DialogTitle>
      <DialogContent dividers>
        <TextField
          label={translate('console.queue.note')}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          required
          fullWidth
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => resolve.mutate()}
          disabled={!note.trim() || resolve.isPending}
        >
          {translate(`console.queue.${action}_confirm`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
