import { z } from 'zod';
import { NanosSchema, SpidSchema, UuidSchema } from './common';
import { CustomerSchema } from './customer';

/*
 * Records of the legacy v2 per-resource REST that the current calls have no other home for: customer tags, and
 * the generic paged list and search answers.
 */

/** A label an account carries (a cached customer-related record with a UUID). */
export const CustomerTagSchema = z.object({
  UUID: UuidSchema,
  SPID: SpidSchema,
  CustomerUUID: UuidSchema,
  Name: z.string(),
  CreatedAtNanos: NanosSchema,
});
export type CustomerTag = z.infer<typeof CustomerTagSchema>;

export const CustomerTagRequestSchema = z.object({
  Name: z.string().trim().min(1, { error: 'Please enter a tag' }).max(60),
});

/** Generic paging of the legacy lists: a page number from 1 and up to 100 a page. */
export const LegacyPagingSchema = z.object({
  PageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
  PageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const PageInfoSchema = z.object({ TotalItemCount: z.number().int().nonnegative() });

export const CustomerTagPageSchema = z.object({
  CustomerTags: z.array(CustomerTagSchema),
  PageInfo: PageInfoSchema,
});
export const CustomerPageSchema = z.object({ Customers: z.array(CustomerSchema), PageInfo: PageInfoSchema });

/** Where an account stands in its customer group, or one SIM in its mobile group. */
export const GroupCheckSchema = z.object({
  InGroup: z.boolean(),
  IsLeader: z.boolean(),
  GroupUUID: UuidSchema.nullable(),
});
export type GroupCheck = z.infer<typeof GroupCheckSchema>;
