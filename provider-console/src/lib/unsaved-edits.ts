import { loadSession } from './auth-session';

/**
 * What an operator typed in an edit whose save failed once its form had gone (an undoable save returns to the list
 * at once; a session the API ended takes any form away), kept until the edit page opens again: the values wait here,
 * by resource and record, with the record as it was and the failure, for the notice that says what was not saved.
 * A sign-out takes that notice away: the same operator, signed in again, is told again; no one else is told or shown it.
 */
export interface UnsavedEdit {
  resource: string;
  id: string | number;
  values: Record<string, unknown>;
  previousData: Record<string, unknown>;
  failure: unknown;
}

interface Kept extends UnsavedEdit {
  /** The login that typed it. */
  by: string | undefined;
  /** Whether its notice is up, or was closed by the operator. */
  told: boolean;
}

/** The resources whose edit forms give back a change kept here: products, plans and LFC products, and orders. */
export const KEPT_EDITS = new Set(['UFB', 'UFB_plan', 'lfc_product', 'UFB_order']);

const unsaved = new Map<string, Kept>();

const key = (resource: string, id: unknown) => `${resource}/${String(id)}`;
/** The login signed in now. */
const login = () => loadSession()?.UUID;

/** Keeps what `by` typed; `told` when its notice is up now, not when a sign-out is taking the page away. */
export function keepUnsavedEdit(edit: UnsavedEdit, by: string | undefined, told: boolean): void {
  unsaved.set(key(edit.resource, edit.id), { ...edit, by, told });
}

/** The values this login kept for this record, if any. */
export function unsavedEdit(resource: string, id: unknown): Record<string, unknown> | undefined {
  const edit = unsaved.get(key(resource, id));
  return edit && edit.by === login() ? edit.values : undefined;
}

/** Once shown again, the values are the form's: a later visit shows the record as stored. */
export function forgetUnsavedEdit(resource: string, id: unknown): void {
  unsaved.delete(key(resource, id));
}

/** A sign-out (chosen, or a session the API ended) takes every notice away. */
export function untellUnsavedEdits(): void {
  for (const edit of unsaved.values()) edit.told = false;
}

/** The edits to tell again to the login signed in now; each is told once more. */
export function unsavedEditsToTell(): UnsavedEdit[] {
  const due = [...unsaved.values()].filter((edit) => !edit.told && edit.by === login());
  for (const edit of due) edit.told = true;
  return due;
}
