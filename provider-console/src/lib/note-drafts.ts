import { loadSession } from './auth-session';

/**
 * The note an operator is typing on a record, kept in the tab until it is added: a session that ends as it is sent
 * (or while it is typed) takes the form away, and the same operator, signed in again, finds it in the field.
 */
const drafts = new Map<string, string>();

const key = (parent: string, id: unknown) => `${loadSession()?.UUID ?? ''}/${parent}/${String(id)}`;

export const noteDraft = (parent: string, id: unknown): string => drafts.get(key(parent, id)) ?? '';

export function keepNoteDraft(parent: string, id: unknown, text: string): void {
  // Read with the login it was typed by: once signed out, nothing is kept under no one.
  if (!loadSession()) return;
  if (text) drafts.set(key(parent, id), text);
  else drafts.delete(key(parent, id));
}
