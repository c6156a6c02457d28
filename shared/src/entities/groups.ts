import { z } from 'zod';
import { EMAIL_PATTERN, EmailSchema, NanosSchema, UuidSchema } from './common';

/** A UUID the group calls cannot do without: missing, it answers with the catalogue's text. */
const required = (missing: string) =>
  z.uuid({ error: (issue) => (issue.input === undefined ? missing : 'Not a valid UUID') });
/** The group and member ids of the leave and remove calls. */
const groupId = () => required('No params');
/** The account acting: the current account is needed. */
const actingCustomer = () => required('No CustomerUUID');

/** The plan kinds a mobile group's SIMs are sold under. */
export const PlanKindSchema = z.enum(['family', 'solo', 'companion', 'simple']);
export type PlanKind = z.infer<typeof PlanKindSchema>;

/**
 * Customer groups: a companion group is priced per person; a family group is paid by its leader; an enterprise
 * group is a business's staff, paid by the business account that leads it.
 */
export const CustomerGroupKindSchema = z.enum(['COMPANION', 'FAMILY', 'ENTERPRISE']);
/** What a customer-group invite names beyond its type: the kind of group it starts (none: a family group). */
export const GroupInviteDetailsSchema = z.enum(['COMPANION', 'ENTERPRISE']);
export type CustomerGroupKind = z.infer<typeof CustomerGroupKindSchema>;

export const InviteTypeSchema = z.enum(['GROUP_INVITE', 'MOBILEGROUP_INVITE', 'MOBILEGROUP_BILLING_INVITE']);
export type InviteType = z.infer<typeof InviteTypeSchema>;

/** Where an invite stands: pending (REQUEST), accepted, declined, or cancelled by its sender. */
export const InviteActionSchema = z.enum(['REQUEST', 'APPROVED', 'REJECTED', 'CANCELLED']);
export type InviteAction = z.infer<typeof InviteActionSchema>;

/** How the portal shows an invite; expired is derived from the clock when read. */
export const InviteStatusSchema = z.enum(['pending', 'accepted', 'declined', 'cancelled', 'expired']);
export type InviteStatus = z.infer<typeof InviteStatusSchema>;

/** A spend limit in cents a leader sets for a member (0 means the member cannot spend). */
export const SpendLimitCentsSchema = z.number().int().min(0).max(1_000_000);

export const StoredCustomerGroupSchema = z.object({
  UUID: UuidSchema,
  /** The leader: the customer who sent the first accepted invite. */
  CustomerUUID: UuidSchema,
  Kind: CustomerGroupKindSchema,
  CreatedAtNanos: NanosSchema,
});
export type StoredCustomerGroup = z.infer<typeof StoredCustomerGroupSchema>;

export const StoredCustomerGroupMemberSchema = z.object({
  UUID: UuidSchema,
  CustomerGroupUUID: UuidSchema,
  CustomerUUID: UuidSchema,
  SpendLimitCents: SpendLimitCentsSchema.optional(),
  JoinedAtNanos: NanosSchema,
});
export type StoredCustomerGroupMember = z.infer<typeof StoredCustomerGroupMemberSchema>;

export const StoredMobileGroupSchema = z.object({
  UUID: UuidSchema,
  /** The leader's account and mobile product. */
  CustomerUUID: UuidSchema,
  MobileProductUUID: UuidSchema,
  PlanKind: PlanKindSchema,
  SelfManaged: z.boolean(),
  Grouped: z.boolean(),
  UseMasterBillingAccount: z.boolean(),
  CreatedAtNanos: NanosSchema,
});
export type StoredMobileGroup = z.infer<typeof StoredMobileGroupSchema>;

export const StoredMobileGroupMemberSchema = z.object({
  UUID: UuidSchema,
  MobileGroupUUID: UuidSchema,
  CustomerUUID: UuidSchema,
  MobileProductUUID: UuidSchema,
  /** The leader pays for this member (a billing invite was accepted). */
  PaidByLeader: z.boolean(),
  SpendLimitCents: SpendLimitCentsSchema.optional(),
  JoinedAtNanos: NanosSchema,
});
export type StoredMobileGroupMember = z.infer<typeof StoredMobileGroupMemberSchema>;

/** An invite as stored; its lifetime is fixed when it is sent. */
export const StoredApprovalSchema = z.object({
  UUID: UuidSchema,
  /** The sender's account. */
  CustomerUUID: UuidSchema,
  /** The invitee's email address, as the sender typed it. */
  RequestedTo: z.string(),
  /** The invitee's account, when the address belongs to a customer. */
  RequestedToCustomerUUID: UuidSchema.optional(),
  RequestedByProductUUID: UuidSchema.optional(),
  Description: z.string(),
  ApprovalType: InviteTypeSchema,
  ResourceUUID: UuidSchema.optional(),
  ResourceDetails: GroupInviteDetailsSchema.optional(),
  Action: InviteActionSchema,
  CreatedAtNanos: NanosSchema,
  ExpiresAtNanos: NanosSchema,
});
export type StoredApproval = z.infer<typeof StoredApprovalSchema>;

/** An invite as one side sees it at one moment. */
export const ApprovalViewSchema = StoredApprovalSchema.omit({ RequestedToCustomerUUID: true }).extend({
  Status: InviteStatusSchema,
  /** Who sent it, as the invitee reads it. */
  FromName: z.string(),
});
export type ApprovalView = z.infer<typeof ApprovalViewSchema>;

/** Sent invites are Invites; incoming ones are Approvals. */
export const ApprovalListSchema = z.object({
  Invites: z.array(ApprovalViewSchema),
  Approvals: z.array(ApprovalViewSchema),
});
export type ApprovalList = z.infer<typeof ApprovalListSchema>;

const MemberViewFields = {
  CustomerUUID: UuidSchema,
  Name: z.string(),
  is_leader: z.boolean(),
  SpendLimitCents: SpendLimitCentsSchema.optional(),
};

export const CustomerGroupInfoSchema = z.object({
  CustomerGroup: StoredCustomerGroupSchema,
  CustomerGroupMembers: z.array(z.object(MemberViewFields)),
  is_group_owner: z.boolean(),
  members_total_items_count: z.number().int().nonnegative(),
  /** Companion groups: what each person pays a month, in cents. */
  PricePerPersonCents: z.number().int().nonnegative().optional(),
});
export type CustomerGroupInfo = z.infer<typeof CustomerGroupInfoSchema>;
export const CustomerGroupInfosSchema = z.object({ CustomerGroupInfos: z.array(CustomerGroupInfoSchema) });
export type CustomerGroupInfos = z.infer<typeof CustomerGroupInfosSchema>;

export const MobileGroupInfoSchema = z.object({
  MobileGroup: StoredMobileGroupSchema,
  MobileGroupMembers: z.array(
    z.object({
      ...MemberViewFields,
      MobileProductUUID: UuidSchema,
      MSISDN: z.string(),
      PaidByLeader: z.boolean(),
    }),
  ),
  is_group_owner: z.boolean(),
  members_total_items_count: z.number().int().nonnegative(),
});
export type MobileGroupInfo = z.infer<typeof MobileGroupInfoSchema>;
export const MobileGroupInfosSchema = z.object({ MobileGroupInfos: z.array(MobileGroupInfoSchema) });
export type MobileGroupInfos = z.infer<typeof MobileGroupInfosSchema>;

export const MobileGroupInfoQuerySchema = z.object({
  CustomerUUID: actingCustomer(),
  MobileProductUUID: UuidSchema.optional(),
});

export const ApprovalsQuerySchema = z.object({ ProductUUID: UuidSchema.optional() });

/** An invite: the invitee by email, the kind, and the group or detail it is for. */
export const InviteRequestSchema = z.object({
  RequestedTo: z
    .string({ error: 'RequestedTo required' })
    .trim()
    .min(1, { error: 'RequestedTo required' })
    // The email rule on the text itself (not only after the pipe), so the document shows it.
    .regex(EMAIL_PATTERN, { error: 'Email format is invalid' })
    .pipe(EmailSchema),
  Description: z.string().trim().max(200).default(''),
  RequestedByProductUUID: UuidSchema.optional(),
  ApprovalType: InviteTypeSchema,
  ResourceUUID: UuidSchema.optional(),
  ResourceDetails: GroupInviteDetailsSchema.optional(),
});
export type InviteRequest = z.infer<typeof InviteRequestSchema>;
export type InviteRequestInput = z.input<typeof InviteRequestSchema>;

/** The invitee accepts or declines; the sender cancels. Accepting a mobile group invite names the SIM that joins. */
export const ApprovalActionRequestSchema = z.object({
  UUID: required('UUID required'),
  Action: z.enum(['APPROVED', 'REJECTED', 'CANCELLED']),
  ProductUUID: UuidSchema.optional(),
});
export type ApprovalActionRequest = z.infer<typeof ApprovalActionRequestSchema>;

export const LeaveCustomerGroupSchema = z.object({ CustomerGroupUUID: groupId() });
export const RemoveOtherCustomerSchema = LeaveCustomerGroupSchema.extend({ OtherCustomerUUID: groupId() });
export const LeaveMobileGroupSchema = z.object({ MobileGroupUUID: groupId(), MobileProductUUID: groupId() });
export const RemoveOtherMobileSchema = z.object({
  MobileGroupUUID: groupId(),
  OtherCustomerUUID: groupId(),
  OtherMobileProductUUID: groupId(),
});
export const CustomerSpendLimitSchema = RemoveOtherCustomerSchema.extend({
  SpendLimitCents: SpendLimitCentsSchema,
});
export const MobileSpendLimitSchema = RemoveOtherMobileSchema.extend({
  SpendLimitCents: SpendLimitCentsSchema,
});
export const MobileGroupSettingsSchema = z.object({
  MobileGroupUUID: groupId(),
  SelfManaged: z.boolean().optional(),
  Grouped: z.boolean().optional(),
  UseMasterBillingAccount: z.boolean().optional(),
});
export type MobileGroupSettings = z.infer<typeof MobileGroupSettingsSchema>;

/** The invite form: who to invite and which kind of invite. */
export const InviteKindSchema = z.enum([
  'COMPANION',
  'ENTERPRISE',
  'GROUP_INVITE',
  'MOBILEGROUP_INVITE',
  'MOBILEGROUP_BILLING_INVITE',
]);
export type InviteKind = z.infer<typeof InviteKindSchema>;
export const inviteForm = z.object({ RequestedTo: EmailSchema, Kind: InviteKindSchema });
/** The spend-limit form, in dollars as the customer types them. */
export const spendLimitForm = z.object({ Dollars: z.coerce.number<string>().min(0).max(10_000) });
