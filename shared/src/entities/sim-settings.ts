import { z } from 'zod';
import { UuidSchema } from './common';

/*
 * A mobile service's call settings and SIM actions, by the specification's wire names: forwarding, waiting and
 * hold, barring, daily roaming auto-activation, the SIM's enabled flag and PUK, SIM swap and number change.
 */

export const SimSettingsSchema = z.object({
  CallForwarding: z.object({
    /** Unconditional, when busy, when not answered, when not reachable. */
    CFUActive: z.boolean(),
    CFBActive: z.boolean(),
    CFNRYActive: z.boolean(),
    CFNRCActive: z.boolean(),
  }),
  CallRestriction: z.object({ CallWaitingEnabled: z.boolean(), AllowCallHold: z.boolean() }),
  Barring: z.object({ AllowIncomingCalls: z.boolean(), AllowOutgoingCalls: z.boolean() }),
  /** Whether the number is shown to the people called; services stored before it existed show it. */
  CallerID: z.object({ ShowCallerID: z.boolean() }).default({ ShowCallerID: true }),
});
export type SimSettings = z.infer<typeof SimSettingsSchema>;

/** The settings as the network holds them, and whether the operator has barred the service over them. */
export const SimSettingsAnswerSchema = z.object({
  MobileUUID: UuidSchema,
  Settings: SimSettingsSchema,
  /** Set by the operator: calls are barred whatever the customer chose. */
  OperatorBarring: z.boolean(),
});
export type SimSettingsAnswer = z.infer<typeof SimSettingsAnswerSchema>;

export const SimSettingsQuerySchema = z.object({ MobileUUID: UuidSchema, CustomerUUID: UuidSchema });

export const PutSimSettingsRequestSchema = z.object({
  MobileUUID: UuidSchema,
  CustomerUUID: UuidSchema,
  /** A client that does not send caller ID leaves it as it is. */
  Settings: SimSettingsSchema.extend({ CallerID: z.object({ ShowCallerID: z.boolean() }).optional() }),
});
export type PutSimSettingsRequest = z.infer<typeof PutSimSettingsRequestSchema>;

export const AutoRoamingSchema = z.object({ AutoActive: z.boolean() });
export const AutoRoamingRequestSchema = z.object({
  MobileUUID: UuidSchema,
  CustomerUUID: UuidSchema,
  AutoActive: z.boolean(),
});

export const SimBillingTypeSchema = z.enum(['postpay', 'prepay']);

/** enable, disable and status of a SIM. */
export const SimActionRequestSchema = z.object({
  CustomerUUID: UuidSchema,
  ProductInstanceUUID: UuidSchema,
  Type: SimBillingTypeSchema,
});

export const SimStatusSchema = z.object({
  ProductInstanceUUID: UuidSchema,
  MSISDN: z.string(),
  SIMID: z.string(),
  IMSI: z.string(),
  Enabled: z.boolean(),
  /** The code that unblocks the SIM after three wrong PINs. */
  PUK: z.string(),
});
export type SimStatus = z.infer<typeof SimStatusSchema>;

export const SimSwapRequestSchema = z.object({
  CustomerUUID: UuidSchema,
  ProductInstanceUUID: UuidSchema,
  SIMID: z.string().trim().min(1).max(32),
});

export const MSISDN_PAGE_SIZE = 15;

export const MsisdnSearchRequestSchema = z.object({
  CustomerUUID: UuidSchema,
  MobileUUID: UuidSchema,
  Page: z.number().int().min(0).max(1000),
  Amount: z.number().int().min(1).max(MSISDN_PAGE_SIZE),
});

export const MsisdnSearchAnswerSchema = z.object({
  MSISDNs: z.array(z.string()),
  Page: z.number().int().min(0),
  /** Whether another page of free numbers follows. */
  HasMore: z.boolean(),
});
export type MsisdnSearchAnswer = z.infer<typeof MsisdnSearchAnswerSchema>;

export const MsisdnChangeRequestSchema = z.object({
  CustomerUUID: UuidSchema,
  MobileUUID: UuidSchema,
  /** Empty or left out, it answers "No Phone Number" rather than a schema error. */
  MSISDN: z.string().max(20).default(''),
});

/** What the simulated network keeps per service (absent: the defaults, enabled, not barred). */
export const StoredSimStateSchema = z.object({
  MobileUUID: UuidSchema,
  CustomerUUID: UuidSchema,
  Settings: SimSettingsSchema,
  AutoActive: z.boolean(),
  Enabled: z.boolean(),
  OperatorBarring: z.boolean(),
});
export type StoredSimState = z.infer<typeof StoredSimStateSchema>;
