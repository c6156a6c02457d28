import { z } from 'zod';
import { NanosSchema, SpidSchema, UuidSchema } from './common';
import { CentsSchema, MbpsSchema, requiredText, storeText, RecordIdShape } from './store-common';

/**
 * A retail fibre plan (UUID, Name, Description, Cents per month), with the
 * speeds and availability the console edits. Plans are never deleted, only made unavailable.
 */
export const UfbPlanSchema = z.object({
  UUID: UuidSchema,
  SPID: SpidSchema,
  Name: requiredText(100, 'Name'),
  Description: storeText(500),
  Cents: CentsSchema,
  DownloadMbps: MbpsSchema,
  UploadMbps: MbpsSchema,
  Available: z.boolean(),
  CreatedAtNanos: NanosSchema,
  UpdatedAtNanos: NanosSchema,
});
export type UfbPlan = z.infer<typeof UfbPlanSchema>;

export const UfbPlanRecordSchema = UfbPlanSchema.extend(RecordIdShape);
export type UfbPlanRecord = z.infer<typeof UfbPlanRecordSchema>;

const editable = {
  Name: requiredText(100, 'Name'),
  Description: storeText(500).default(''),
  Cents: CentsSchema,
  DownloadMbps: MbpsSchema,
  UploadMbps: MbpsSchema,
  Available: z.boolean().default(true),
};
export const UfbPlanCreateSchema = z.object(editable);
export type UfbPlanCreate = z.input<typeof UfbPlanCreateSchema>;
export const UfbPlanUpdateSchema = z.object({
  ...z.object(editable).partial().shape,
  Description: storeText(500).optional(),
  Available: z.boolean().optional(),
});
export type UfbPlanUpdate = z.input<typeof UfbPlanUpdateSchema>;

/** POST UFB_plan: the plans with these UUIDs, or every available plan; answered as { UFBPlans }. */
export const UfbPlanSearchSchema = z.object({
  UUIDs: z.array(UuidSchema).max(100).optional(),
  IncludeUnavailable: z.boolean().optional(),
});
export const UfbPlanSearchResultSchema = z.object({ UFBPlans: z.array(UfbPlanRecordSchema) });
