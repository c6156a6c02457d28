import type { StandardSchemaV1 } from '@standard-schema/spec';
import { isOneTimeCode } from './one-time-code';

/**
 * The problem codes of the customer forms. A problem's message is a code, never a text: an error catalogue code
 * ("email_format"), or one of the generic problems below that a form words with the field's label ("Please enter
 * your email"). The app turns the code into words, so the rule lives here once.
 */
export const FORM_PROBLEM = {
  /** A field left empty. */
  required: 'required',
  /** A one-time code that is empty or not six digits. */
  code: 'code_required',
  /** A name the user gives something (a login, a billing route) left empty: "Please enter a name". */
  name: 'name_missing',
} as const;

/** Spaces alone count as blank. */
export const isFilled = (value: string): boolean => value.trim().length > 0;

/** One field's check: the problem's code, or undefined when the value will do. */
type FieldCheck = (value: string) => string | undefined;

const filled: FieldCheck = (value) => (isFilled(value) ? undefined : FORM_PROBLEM.required);
/** A secret (a current password): any character counts, spaces included. */
const secret: FieldCheck = (value) => (value.length > 0 ? undefined : FORM_PROBLEM.required);
const code: FieldCheck = (value) => (isOneTimeCode(value) ? undefined : FORM_PROBLEM.code);
const anything: FieldCheck = () => undefined;

/**
 * A form of text fields, each checked on its own, as a Standard Schema (the interface zod's schemas offer too), for
 * the forms of the pages a visitor lands on (the sign-in page, the broadband shop's address search), which then
 * carry no zod. Values pass through as typed; a field that is not text counts as empty.
 */
function textFields<const F extends Record<string, FieldCheck>>(
  fields: F,
): StandardSchemaV1<{ [K in keyof F]: string }> {
  return {
    '~standard': {
      version: 1,
      vendor: 'portal',
      validate(input) {
        const values = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
        const issues = Object.entries(fields).flatMap(([name, check]) => {
          const value = values[name];
          const message = check(typeof value === 'string' ? value : '');
          return message ? [{ message, path: [name] }] : [];
        });
        return issues.length > 0 ? { issues } : { value: values as { [K in keyof F]: string } };
      },
    },
  };
}

export const signInSchema = textFields({ email: filled, password: secret });

/** Sign-in by emailed code: the email first; once the code is sent, the code too. */
export const codeSignInSchema = (codeSent: boolean) =>
  textFields({ email: filled, code: codeSent ? code : anything });

/** The shop's address search: something to look for. */
export const addressSearchSchema = textFields({ address: filled });
