import {
  useGetRecordRepresentation,
  useNotify,
  useResourceContext,
  useTranslate,
  type HttpError,
  type RaRecord,
} from 'react-admin';
import { notifyUnsavedEdit } from '../components/unsaved-edit-notice';
import { loadSession } from './auth-session';
import { failureMessage } from './failure';
import { keepUnsavedEdit } from './unsaved-edits';

/** What react-admin hands a failed update: the record's id, what was typed, and the record as it was. */
interface UpdateVariables {
  id?: RaRecord['id'];
  data?: Record<string, unknown>;
  previousData?: RaRecord;
}

/**
 * The onError of a form's save: says what failed in words, and leaves a validation answer to the fields it names.
 * A pessimistic save leaves the form as typed for another try. An undoable one has left the form by the time it
 * fails: what was typed is kept, and the notice says what was not saved, with "Edit again" to bring it back.
 */
export function useSaveFailure({ undoable = false }: { undoable?: boolean } = {}) {
  const notify = useNotify();
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  const represent = useGetRecordRepresentation(resource);
  // Who is typing, read while the form is open: a failure may end the session before it is handled.
  const typedBy = loadSession()?.UUID;
  return (error: unknown, variables?: unknown) => {
    const fieldErrors = (error as HttpError | undefined)?.body?.errors as object | undefined;
    if (fieldErrors && Object.keys(fieldErrors).length > 0) return;
    const reason = failureMessage(error, translate);
    const { id, data, previousData } = (variables ?? {}) as UpdateVariables;
    if (!undoable || id === undefined || !data || !previousData) {
      notify(translate('console.failure.saved', { reason }), { type: 'error' });
      return;
    }
    keepUnsavedEdit({ resource, id, values: data, previousData, failure: error }, typedBy, true);
    notifyUnsavedEdit(notify, { resource, id, name: String(represent(previousData)), reason });
  };
}
