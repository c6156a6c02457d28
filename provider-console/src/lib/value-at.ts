/** The value at a dotted path of a record ("Appointment.StartNanos"), as react-admin's sources name them. */
export const valueAt = (record: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | null | undefined)?.[k], record);
