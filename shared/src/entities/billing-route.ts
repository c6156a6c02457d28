import { z } from 'zod';
import { NZ_MOBILE_PATTERN, normaliseNzMobile } from '../domain/nz-mobile';
import { NanosSchema, SpidSchema, UuidSchema } from './common';

/*
 * Billing routes: one account pays another's bills up to a spend limit. Seen from a
 * customer, a `parent` route is one where another account pays for this customer (DebitAccount is this
 * customer); a `child` route is one where this customer pays for another (CreditAccount is this customer).
 */

export const RoutingTypeSchema = z.enum(['parent', 'child']);
export type RoutingType = z.infer<typeof RoutingTypeSchema>;
/** How often the spend limit starts again (values not shown in the specification: chosen). */
export const SpendCycleSchema = z.enum(['WEEKLY', 'MONTHLY', 'YEARLY']);
export type SpendCycle = z.infer<typeof SpendCycleSchema>;
export const ApprovalTypeSchema = z.enum(['BILLING_INVITE', 'BILLING_REQUEST']);
export type ApprovalType = z.infer<typeof ApprovalTypeSchema>;
export const RouteRequestTypeSchema = z.enum(['invite', 'request']);
export type RouteRequestType = z.infer<typeof RouteRequestTypeSchema>;
/** REQUEST is shown as pending, APPROVED as accepted, REJECTED as declined. */
export const ApprovalStatusSchema = z.enum(['REQUEST', 'APPROVED', 'REJECTED']);
export type ApprovalStatus = z.infer<typeof ApprovalStatusSchema>;

export const CreditAccountSchema = z.object({ UUID: UuidSchema, Name: z.string(), Email: z.string() });

/** A route as stored: the paying account (credit) and the account paid for (debit). */
export const StoredBillingRouteSchema = z.object({
  UUID: UuidSchema,
  SPID: SpidSchema,
  Name: z.string(),
  Description: z.string(),
  SpendLimit: z.number().int().min(0),
  SpendCycle: SpendCycleSchema,
  SpendCycleCount: z.number().int().min(0),
  /** Spent in cycle SpentCycle, in cents. */
  SpentCents: z.number().int().min(0),
  /** The spend cycle (0 is the first, counted from CreatedAtNanos) SpentCents belongs to. */
  SpentCycle: z.number().int().min(0).default(0),
  CreditAccountUUID: UuidSchema,
  DebitAccountUUID: UuidSchema,
  CreditAccountMSISDN: z.string(),
  RequestedByCustomerName: z.string(),
  ApprovalCode: z.string(),
  Type: RouteRequestTypeSchema,
  CreatedAtNanos: NanosSchema,
});
export type StoredBillingRoute = z.infer<typeof StoredBillingRouteSchema>;

/** A route as one customer sees it. */
export const BillingRouteSchema = z.object({
  UUID: UuidSchema,
  RoutingType: RoutingTypeSchema,
  Name: z.string(),
  Description: z.string(),
  SpendLimit: z.number().int().min(0),
  SpendCycle: SpendCycleSchema,
  SpendCycleCount: z.number().int().min(0),
  CreditAccount: CreditAccountSchema,
  CreditAccountMSISDN: z.string(),
  DebitAccount: z.object({ UUID: UuidSchema, Name: z.string() }),
  RemainingSpendLimit: z.number().int(),
  RequestedByCustomerName: z.string(),
  ApprovalCode: z.string(),
  Type: RouteRequestTypeSchema,
});
export type BillingRoute = z.infer<typeof BillingRouteSchema>;

export const BillingRouteListSchema = z.object({
  CanInvite: z.boolean(),
  CanRequest: z.boolean(),
  Routes: z.array(BillingRouteSchema),
});
export type BillingRouteList = z.infer<typeof BillingRouteListSchema>;

/** An invite or a request: made by one customer, answered by another through an approval action. */
export const BillingApprovalSchema = z.object({
  UUID: UuidSchema,
  SPID: SpidSchema,
  /** Who made it. */
  CustomerUUID: UuidSchema,
  RequestedByCustomerName: z.string(),
  RequestedByProductUUID: UuidSchema.optional(),
  /** The phone number or mobile product it was sent to, as entered. */
  RequestedTo: z.string(),
  /** The account found for RequestedTo, if any; without one, whoever holds the link may answer. */
  RequestedToCustomerUUID: UuidSchema.optional(),
  Description: z.string(),
  ExpiresAtNanos: NanosSchema,
  ApprovalType: ApprovalTypeSchema,
  Type: RouteRequestTypeSchema,
  Status: ApprovalStatusSchema,
  /** The token of the link that lets the other account answer. */
  ApprovalCode: z.string(),
  /** The route made when it was approved. */
  RouteUUID: UuidSchema.optional(),
  CreatedAtNanos: NanosSchema,
});
export type BillingApproval = z.infer<typeof BillingApprovalSchema>;

export const BillingRequestsSchema = z.object({
  /** What this customer sent. */
  Invites: z.array(BillingApprovalSchema),
  /** What waits for this customer's answer. */
  Approvals: z.array(BillingApprovalSchema),
});
export type BillingRequests = z.infer<typeof BillingRequestsSchema>;

const RequestedToSchema = z
  .string({ error: 'Please enter a phone number or mobile product' })
  .trim()
  .min(1, { error: 'Please enter a phone number or mobile product' })
  .max(40)
  .regex(new RegExp(`(?:${NZ_MOBILE_PATTERN})|(?:${z.regexes.uuid().source})`), {
    error: 'Phone number format is invalid',
  })
  .refine((v) => normaliseNzMobile(v) !== undefined || UuidSchema.safeParse(v).success, {
    error: 'Phone number format is invalid',
  });

/** A new invite or request: a phone number or mobile product, and a description. */
export const BillingApprovalCreateSchema = z.object({
  SPID: SpidSchema,
  ApprovalType: ApprovalTypeSchema,
  RequestedTo: RequestedToSchema,
  RequestedByProductUUID: UuidSchema.optional(),
  Description: z
    .string({ error: 'Please enter a description' })
    .trim()
    .min(1, { error: 'Please enter a description' })
    .max(200, { error: "Description can't be longer than 200 characters" }),
});
export type BillingApprovalCreate = z.input<typeof BillingApprovalCreateSchema>;

const NameSchema = z
  .string({ error: 'Please enter a name' })
  .trim()
  .min(1, { error: 'Please enter a name' })
  .max(60, { error: "Name can't be longer than 60 characters" });
const SpendLimitSchema = z.number().int().min(0).max(100_000_000);
const CycleCountSchema = z
  .number({ error: 'The cycle count must be a whole number' })
  .int({ error: 'The cycle count must be a whole number' })
  .min(0)
  .max(1000);

/** The answer to an invite or request. */
export const ApprovalActionSchema = z.object({
  Action: z.enum(['APPROVE', 'REJECT']),
  ApprovalUUID: UuidSchema,
  /** The token of the link the approval was opened from. */
  ApprovalCode: z.string().max(100).optional(),
  SpendCycle: SpendCycleSchema.default('MONTHLY'),
  SpendCycleCount: CycleCountSchema.default(0),
  SpendLimit: SpendLimitSchema.default(0),
  Type: RouteRequestTypeSchema,
  Name: NameSchema.optional(),
});
export type ApprovalAction = z.input<typeof ApprovalActionSchema>;

export const ApprovalActionResultSchema = z.object({
  Approval: BillingApprovalSchema,
  Route: BillingRouteSchema.optional(),
});

/** A change of a route: name, description and limits (the entered total times 100 into SpendLimit). */
export const BillingRouteUpdateSchema = z
  .object({
    Name: NameSchema.optional(),
    Description: z.string().trim().max(200).optional(),
    SpendLimit: SpendLimitSchema.optional(),
    SpendCycle: SpendCycleSchema.optional(),
    SpendCycleCount: CycleCountSchema.optional(),
  })
  .refine((u) => Object.values(u).some((v) => v !== undefined), { error: 'Nothing to change' });
export type BillingRouteUpdate = z.input<typeof BillingRouteUpdateSchema>;

/** DELETE names both ends of the route. */
export const BillingRouteDeleteSchema = z.object({
  DebitAccount: UuidSchema,
  CreditAccount: UuidSchema,
});
