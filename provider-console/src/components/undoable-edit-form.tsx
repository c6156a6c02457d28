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
