import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import {
  SaveButton,
  SimpleForm,
  Toolbar,
  useGetRecordId,
  useRedirect,
  useResourceContext,
  useTranslate,
  type ValidateForm,
} from 'react-admin';
import { forgetUnsavedEdit, unsavedEdit } from '../lib/unsaved-edits';

interface NoticeProps {
  resource: string;
  id: unknown;
  /** The record as the console names it ("Fibre 100"). */
  name: string;
  reason: string;
}

/**
 * Said when an undoable save fails once its undo notice has gone: what was not saved, why, and a way back to the
 * edit page, where what was typed is back in the form.
 */
export function UnsavedEditNotice({ resource, id, name, reason }: NoticeProps) {
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
          onClick={() => redirect('edit', resource, id as string | number)}
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

/**
 * The form of an undoable edit (products, plans, LFC products): when a save of this record failed after its undo
 * notice, it opens with what was typed instead of the record as stored, its save enabled to send it again.
 */
export function UndoableEditForm({ validate, children }: { validate?: ValidateForm; children: ReactNode }) {
  const resource = useResourceContext() ?? '';
  const id = useGetRecordId();
  const [typed] = useState(() => unsavedEdit(resource, id));
  useEffect(() => {
    if (typed) forgetUnsavedEdit(resource, id);
  }, [typed, resource, id]);
  return (
    <SimpleForm
      validate={validate}
      record={typed}
      toolbar={
        typed ? (
          <Toolbar>
            <SaveButton alwaysEnable />
          </Toolbar>
        ) : undefined
      }
    >
      {children}
    </SimpleForm>
  );
}
