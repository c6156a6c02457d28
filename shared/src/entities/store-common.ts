import { z } from 'zod';
import { NanosSchema, UuidSchema } from './common';

/** Text fields of the provider-side store: trimmed, with a length limit the specification leaves open. */
export const storeText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `At most ${max} characters` });
export const requiredText = (max: number, what: string) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, { error: `${what} is required` })
    .max(max, { error: `${what} can't be longer than ${max} characters` });

/** A soft-deleted record keeps its data and carries the time of deletion; `null` when not deleted. */
export const DeletedAtSchema = NanosSchema.nullable();

/** react-admin needs an `id` on every record; the store answers it equal to the UUID (extend a schema with it). */
export const RecordIdShape = { id: UuidSchema };

/** Megabits per second of a fibre service. */
export const MbpsSchema = z
  .number({ error: 'A speed in Mbps is required' })
  .int({ error: 'A whole number of Mbps' })
  .min(1, { error: 'At least 1 Mbps' })
  .max(10000, { error: 'At most 10000 Mbps' });

/** Money is integer cents. */
export const CentsSchema = z
  .number({ error: 'A price in cents is required' })
  .int({ error: 'Prices are whole cents' })
  .min(0, { error: 'A price cannot be negative' })
  .max(100_000_00, { error: 'At most 100000.00' });

/** What a purge answers: the record is gone for good, with its notes. */
export const PurgeResultSchema = z.object({
  UUID: UuidSchema,
  Purged: z.literal(true),
  NotesRemoved: z.number().int().min(0),
});
export type PurgeResult = z.infer<typeof PurgeResultSchema>;
