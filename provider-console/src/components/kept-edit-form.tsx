import { useEffect, useState, type ReactNode } from 'react';
import {
  SaveButton,
  SimpleForm,
  Toolbar,
  useGetRecordId,
  useResourceContext,
  type ValidateForm,
} from 'react-admin';
import { forgetUnsavedEdit, unsavedEdit } from '../lib/unsaved-edits';

/**
 * An edit form that gives back what was typed: when a save of this record failed once the form had gone (an
 * undoable save after its undo notice, or any save that found the session ended), it opens with what was typed
 * instead of the record as stored, its save enabled to send it again.
 */
export function KeptEditForm({ validate, children }: { validate?: ValidateForm; children: ReactNode }) {
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
