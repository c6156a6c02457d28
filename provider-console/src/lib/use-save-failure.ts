import { useNotify, useTranslate, type HttpError } from 'react-admin';
import { failureMessage } from './failure';

/**
 * The onError of a form's save: says what failed in words, and leaves a validation answer to the fields it names.
 * The form is saved pessimistically, so what was typed stays for another try.
 */
export function useSaveFailure() {
  const notify = useNotify();
  const translate = useTranslate();
  return (error: unknown) => {
    const fieldErrors = (error as HttpError | undefined)?.body?.errors as object | undefined;
    if (fieldErrors && Object.keys(fieldErrors).length > 0) return;
    notify(translate('console.failure.saved', { reason: failureMessage(error, translate) }), {
      type: 'error',
    });
  };
}
