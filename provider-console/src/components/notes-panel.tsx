import { Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import type { NoteParent } from '@portal/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import { storeKeys, useStoreDataProvider } from '../lib/data-provider';
import { failureMessage } from '../lib/failure';
import { formatNanos } from '../lib/format';
import { keepNoteDraft, noteDraft } from '../lib/note-drafts';
import { LoadFailure } from './load-failure';

/**
 * The notes of an order or product, newest first (author, time, text), and a form to add one. An order shows its
 * notes in its history instead (`list={false}`), which reads again once a note is added.
 */
export function NotesPanel({
  parent,
  list = true,
  onAdded,
}: {
  parent: NoteParent;
  list?: boolean;
  onAdded?: () => Promise<void>;
}) {
  const record = useRecordContext();
  const dataProvider = useStoreDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const id = record?.id;
  const [text, setTyped] = useState(() => noteDraft(parent, id));
  const setText = (value: string) => {
    setTyped(value);
    keepNoteDraft(parent, id, value);
  };
  // The record may arrive after the panel: its draft comes with it.
  useEffect(() => {
    if (id !== undefined) setTyped((typed) => typed || noteDraft(parent, id));
  }, [parent, id]);
  const queryKey = storeKeys.notes(parent, record?.id);
  const notes = useQuery({
    queryKey,
    queryFn: () => dataProvider.getNotes(parent, record?.id as string),
    enabled: list && record?.id !== undefined,
  });
  const add = useMutation({
    mutationFn: (value: string) => dataProvider.addNote(parent, record?.id as string, value),
    onSuccess: async () => {
      setText('');
      notify('console.notes.added', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey });
      await onAdded?.();
    },
    // The typed note stays in the field for another try.
    onError: (error) =>
      notify(translate('console.failure.note', { reason: failureMessage(error, translate) }), {
        type: 'error',
      }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) add.mutate(text.trim());
  };
  const titleId = `notes-title-${parent}`;

  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2" gutterBottom>
          {translate('console.notes.title')}
        </Typography>
        <Box component="form" onSubmit={submit} sx={{ mb: 2 }}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'flex-start' } }}
          >
            <TextField
              label={translate('console.notes.text')}
              value={text}
              onChange={(e) => setText(e.target.value)}
              multiline
              minRows={2}
              fullWidth
              size="small"
              slotProps={{ htmlInput: { maxLength: 2000 } }}
            />
            <Button type="submit" variant="contained" disabled={!text.trim() || add.isPending}>
              {translate('console.notes.add')}
            </Button>
          </Stack>
        </Box>
        {notes.error ? (
          <LoadFailure
            name={translate('console.notes.title')}
            error={notes.error}
            onRetry={() => void notes.refetch()}
          />
        ) : null}
        {notes.data?.length === 0 ? (
          <Typography variant="body2">{translate('console.notes.none')}</Typography>
        ) : null}
        <Box
          component="ol"
          aria-label={translate('console.notes.title')}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {notes.data?.map((note) => (
            <Box
              component="li"
              key={note.id}
              sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5, py: 0.5, mb: 1 }}
            >
              <Typography variant="caption" component="p" color="text.secondary">
                {translate('console.notes.by', {
                  author: note.Author,
                  time: formatNanos(note.CreatedAtNanos),
                })}
              </Typography>
              <Typography variant="body2" component="p" sx={{ whiteSpace: 'pre-wrap' }}>
                {note.Text}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
