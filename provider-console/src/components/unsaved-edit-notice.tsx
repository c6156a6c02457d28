import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { createElement, useEffect, useState } from 'react';
import { useGetRecordRepresentation, useNotify, useRedirect, useTranslate, type RaRecord } from 'react-admin';
import { failureMessage } from '../lib/failure';
import { unsavedEditsToTell, type UnsavedEdit } from '../lib/unsaved-edits';

/** What the notice of an unsaved edit says: the record's name and why its save failed. */
export interface UnsavedNotice {
  resource: string;
  id: string | number;
  name: string;
  reason: string;
}

/**
 * Said when an undoable save fails once its undo notice has gone: what was not saved, why, and a way back to the
 * edit page, where what was typed is back in the form.
 */
export function UnsavedEditNotice({ resource, id, name, reason }: UnsavedNotice) {
  const translate = useTranslate();
  const redirect = useRedirect();
  return (
    <Alert
      severity="error"
      variant="filled"
      sx={{ maxWidth: 560 }}
      action={
        <Button
          color="inherit"
          size="small"
          sx={{ whiteSpace: 'nowrap' }}
          onClick={() => redirect('edit', resource, id)}
        >
          {translate('console.failure.edit_again')}
        </Button>
      }
    >
      <AlertTitle>{translate('console.failure.unsaved_title', { name })}</AlertTitle>
      <Box>{reason}</Box>
      <Box>{translate('console.failure.unsaved_kept')}</Box>
    </Alert>
  );
}

/** Puts up the notice of an unsaved edit; it stays until the operator closes it or edits again. */
export function notifyUnsavedEdit(notify: ReturnType<typeof useNotify>, notice: UnsavedNotice): void {
  notify(createElement(UnsavedEditNotice, notice), { type: 'error', autoHideDuration: null });
}

/** Tells one kept edit again, named as the console names its record. */
function RetoldEdit({ edit }: { edit: UnsavedEdit }) {
  const notify = useNotify();
  const translate = useTranslate();
  const represent = useGetRecordRepresentation(edit.resource);
  const name = String(represent(edit.previousData as RaRecord));
  const reason = failureMessage(edit.failure, translate);
  useEffect(() => {
    notifyUnsavedEdit(notify, { resource: edit.resource, id: edit.id, name, reason });
    // Told once, as it was when it failed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

/**
 * Signed in again after a sign-out took them away (a session the API ended as a save failed, most often), the
 * operator is told again of each change of theirs that was not saved, with "Edit again". The layout is drawn anew
 * at each sign-in: its first drawing is the moment to tell.
 */
export function UnsavedEditsReminder() {
  const [edits] = useState(unsavedEditsToTell);
  return edits.map((edit) => <RetoldEdit key={`${edit.resource}/${edit.id}`} edit={edit} />);
}
