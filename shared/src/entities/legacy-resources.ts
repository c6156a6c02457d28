import { z } from 'zod';
import { NanosSchema, SpidSchema, UuidSchema } from './common';
import {
  CustomerGroupKindSchema,
  PlanKindSchema,
  SpendLimitCentsSchema,
  StoredCustomerGroupMemberSchema,
  StoredCustomerGroupSchema,
  StoredMobileGroupMemberSchema,
  StoredMobileGroupSchema,
} from './groups';
import { AvailabilityQuerySchema } from './shop-catalogue';
import { LegacyPagingSchema, PageInfoSchema } from './legacy-rest';

/*
 * The records and request bodies of the legacy v2 per-resource REST that the specification lists with create,
 * read, update, delete, search and paging: customer groups and their members, mobile groups and their members,
 * and the service availability checks an account keeps.
 */

/** A page of a legacy list: a page number from 1, up to 100 a page, and `q` to search (none matching is a 404). */
export const LegacySearchQuerySchema = LegacyPagingSchema.extend({
  q: z.string().trim().max(100).default(''),
});

/** A page of records under the resource's envelope, with the total over all pages. */
export const legacyPageSchema = <R extends z.ZodType, E extends string>(record: R, envelope: E) =>
  z.object({ [envelope]: z.array(record), PageInfo: PageInfoSchema } as {
    [K in E | 'PageInfo']: K extends 'PageInfo' ? typeof PageInfoSchema : z.ZodArray<R>;
  });

export const CustomerGroupRecordSchema = StoredCustomerGroupSchema;
export const CustomerGroupCreateSchema = z.object({ Kind: CustomerGroupKindSchema });
export const CustomerGroupUpdateSchema = CustomerGroupCreateSchema;

export const CustomerGroupMemberRecordSchema = StoredCustomerGroupMemberSchema;
export const CustomerGroupMemberCreateSchema = z.object({
  CustomerGroupUUID: UuidSchema,
  /** Another account of the same sign-in; an account of someone else joins by an invite it accepts. */
  CustomerUUID: UuidSchema,
  SpendLimitCents: SpendLimitCentsSchema.optional(),
});
export const GroupMemberUpdateSchema = z.object({ SpendLimitCents: SpendLimitCentsSchema });

export const MobileGroupRecordSchema = StoredMobileGroupSchema;
export const MobileGroupCreateSchema = z.object({ MobileProductUUID: UuidSchema, PlanKind: PlanKindSchema });
/** The settings as a whole; one the plan kind does not let the customer change must keep its value. */
export const MobileGroupUpdateSchema = z.object({
  SelfManaged: z.boolean(),
  Grouped: z.boolean(),
  UseMasterBillingAccount: z.boolean(),
});

export const MobileGroupMemberRecordSchema = StoredMobileGroupMemberSchema;
export const MobileGroupMemberCreateSchema = z.object({
  MobileGroupUUID: UuidSchema,
  /** A SIM of an account of the same sign-in; someone else's SIM joins by an invite. */
  MobileProductUUID: UuidSchema,
  PaidByLeader: z.boolean().default(false),
  SpendLimitCents: SpendLimitCentsSchema.optional(),
});

/** Where a service availability check looks: a location of the address search. */
export const ServiceAvailabilityRequestSchema = AvailabilityQuerySchema.omit({ SPID: true });

/** A fixed wireless availability check an account keeps, with the status found when it was made or changed. */
export const ServiceAvailabilityRecordSchema = z.object({
  UUID: UuidSchema,
  SPID: SpidSchema,
  CustomerUUID: UuidSchema,
  LocationProvider: z.string(),
  LocationProviderIDX: z.string(),
  /** service_available, service_scope_required, service_installation_required or service_unavailable. */
  Status: z.string(),
  PrequalUUID: UuidSchema.optional(),
  CreatedAtNanos: NanosSchema,
  UpdatedAtNanos: NanosSchema,
});
export type ServiceAvailabilityRecord = z.infer<typeof ServiceAvailabilityRecordSchema>;
