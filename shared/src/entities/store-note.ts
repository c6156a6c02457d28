import { z } from 'zod';
import { NanosSchema, SpidSchema, UuidSchema } from './common';
import { requiredText, RecordIdShape } from './store-common';

/** What a note hangs on: a fibre order or a fibre product (the react-admin resource names). */
export const NoteParentSchema = z.enum(['UFB_order', 'UFB']);
export type NoteParent = z.infer<typeof NoteParentSchema>;

/** A note on a fibre order or product ("ufb/{UUID}/note"): UUID and SPID. */
export const StoreNoteSchema = z.object({
  UUID: UuidSchema,
  SPID: SpidSchema,
  ParentType: NoteParentSchema,
  ParentUUID: UuidSchema,
  /** The operator's name, or "System" for notes the simulated provisioning writes. */
  Author: z.string().max(120),
  AuthorUUID: UuidSchema.nullable(),
  Text: requiredText(2000, 'Text'),
  CreatedAtNanos: NanosSchema,
});
export type StoreNote = z.infer<typeof StoreNoteSchema>;

export const StoreNoteRecordSchema = StoreNoteSchema.extend(RecordIdShape);
export type StoreNoteRecord = z.infer<typeof StoreNoteRecordSchema>;
export const StoreNoteListSchema = z.object({ Notes: z.array(StoreNoteRecordSchema) });
export const StoreNoteCreateSchema = z.object({ Text: requiredText(2000, 'Text') });
