import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { FIBRE_ORDER_STATES, type BulkStateResult, type FibreOrderState } from '@portal/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import { failureMessage } from '../lib/failure';
import { workApi } from '../lib/work-api';

/** The states an operator moves an order to (created is where every order starts). */
const TARGETS = FIBRE_ORDER_STATES.filter((s) => s !== 'created');

/**
 * One state change, with a note, for every selected order: those their lifecycle allows are changed, the others
 * are listed with the reason they were refused.
 */
export function BulkStateDialog({ ids, onClose }: { ids: string[]; onClose(): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { onUnselectItems } = useListContext();
  const [state, setState] = useState<FibreOrderState | ''>('');
  const [note, setNote] = useState('');
  const [results, setResults] = useState<BulkStateResult['Results']>();
  const change = useMutation({
    mutationFn: () => workApi.bulkState({ UUIDs: ids, State: state as FibreOrderState, Note: note.trim() }),
    onSuccess: (answer) => {
      setResults(answer.Results);
      refresh();
    },
    onError: (error) =>
      notify(translate('console.bulk.failed', { reason: failureMessage(error, translate) }), {
        type: 'error',
      }),
  });
  const finish = () => {
    if (results) onUnselectItems();
    onClose();
  };
  const changed = results?.filter((r) => r.Changed).length ?? 0;
  const refused = results?.filter((r) => !r.Changed) ?? [];
  return (
    <Dialog open onClose={finish} aria-labelledby="bulk-title" fullWidth maxWidth="sm">
      <DialogTitle id="bulk-title">
        {translate('console.bulk.title', { smart_count: ids.length })}
      </DialogTitle>
      <DialogContent dividers>
        {results ? (
          <Stack spacing={1}>
            <Alert severity={refused.length ? 'warning' : 'success'}>
              {translate('console.bulk.done', { changed, refused: refused.length })}
            </Alert>
            {refused.length ? (
              <ul aria-label={translate('console.bulk.refused')}>
                {refused.map((r) => (
                  <li key={r.UUID}>
                    <Typography variant="body2">{`${r.OrderNumber ?? r.UUID}: ${r.Error?.err_message ?? ''}`}</Typography>
                  </li>
                ))}
              </ul>
            ) : null}
          </Stack>
        ) : (
          <Stack spacing={2}>
            <TextField
              select
              label={translate('console.bulk.state')}
              value={state}
              onChange={(e) => setState(e.target.value as FibreOrderState)}
              required
            >
              {TARGETS.map((s) => (
                <MenuItem key={s} value={s}>
                  {translate(`console.states.${s}`, { _: s })}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={translate('console.bulk.note')}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              required
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: 1000 } }}
            />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {results ? (
          <Button variant="contained" onClick={finish}>
            {translate('console.bulk.close')}
          </Button>
        ) : (
          <>
            <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
            <Button
              variant="contained"
              onClick={() => change.mutate()}
              disabled={!state || !note.trim() || change.isPending}
            >
              {translate('console.bulk.confirm', { smart_count: ids.length })}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
