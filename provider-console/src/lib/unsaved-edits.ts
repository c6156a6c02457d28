/**
 * What an operator typed in an undoable edit whose save then failed, kept until the edit page opens again. The form
 * has gone by then (an undoable save returns to the list at once), so the values wait here, by resource and record.
 */
const unsaved = new Map<string, Record<string, unknown>>();

const key = (resource: string, id: unknown) => `${resource}/${String(id)}`;

export function keepUnsavedEdit(resource: string, id: unknown, values: Record<string, unknown>): void {
  unsaved.set(key(resource, id), values);
}

/** The values kept for this record, if any. */
export const unsavedEdit = (resource: string, id: unknown): Record<string, unknown> | undefined =>
  unsaved.get(key(resource, id));

/** Once shown again, the values are the form's: a later visit shows the record as stored. */
export function forgetUnsavedEdit(resource: string, id: unknown): void {
  unsaved.delete(key(resource, id));
}
