import { z } from 'zod';
import { MobileInputSchema } from './access';
import { NanosSchema, UuidSchema } from './common';

/** The named states of a number port, in the order a port that goes well passes them (and the unhappy ends). */
export const PortStateSchema = z.enum([
  'PORT_REQUESTED',
  'PORT_VALIDATED',
  'PORT_APPROVED',
  'INTRA_CARRIER_WAIT',
  'NETWORK_PROVISIONING',
  'PORT_COMPLETED',
  'PORT_CANCELED',
  'PORT_REJECTED',
  'SERVICE_ACTIVATION_FAILED',
]);
export type PortState = z.infer<typeof PortStateSchema>;

/** Why the losing provider refused a port; both are fixed by the customer and resubmitted through retry. */
export const PortRejectionSchema = z.enum(['provider_incorrect', 'account_number_incorrect']);
export type PortRejection = z.infer<typeof PortRejectionSchema>;

/** The providers a number can be ported in from. */
export const LOSING_PROVIDERS = ['One NZ', 'Spark', '2degrees', 'Skinny', 'Warehouse Mobile'] as const;
export const LosingProviderSchema = z.enum(LOSING_PROVIDERS);
export type LosingProvider = z.infer<typeof LosingProviderSchema>;

/** An account number at the losing provider (prepay services give their SIM's number instead). */
export const PortAccountNumberSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{4,20}$/, { error: 'Account number is 4 to 20 letters, digits or dashes' });

export const PortStepSchema = z.object({
  State: PortStateSchema,
  AtNanos: NanosSchema,
  Reason: PortRejectionSchema.optional(),
});
export type PortStep = z.infer<typeof PortStepSchema>;

/** A port as stored: its whole timeline is decided when it is asked for (or retried); the clock tells where it is. */
export const StoredPortSchema = z.object({
  UUID: UuidSchema,
  CustomerUUID: UuidSchema,
  MobileProductUUID: UuidSchema,
  /** The number coming in, stored form (64…). */
  MSISDN: z.string(),
  LosingProvider: LosingProviderSchema,
  AccountNumber: z.string(),
  CreatedAtNanos: NanosSchema,
  Steps: z.array(PortStepSchema).min(1),
});
export type StoredPort = z.infer<typeof StoredPortSchema>;

/** A port as the customer sees it at one moment. */
export const PortViewSchema = StoredPortSchema.omit({ Steps: true }).extend({
  State: PortStateSchema,
  /** The numeric porting state, 1 to 11. */
  PortingState: z.number().int().min(1).max(11),
  /** The steps reached so far, each with its time; the last is the current one. */
  Reached: z.array(PortStepSchema).min(1),
  /** What happens next while the port runs. */
  Next: PortStateSchema.optional(),
  Reason: PortRejectionSchema.optional(),
  ReasonText: z.string().optional(),
  Running: z.boolean(),
  CanCancel: z.boolean(),
  CanRetry: z.boolean(),
});
export type PortView = z.infer<typeof PortViewSchema>;

export const PortListSchema = z.object({ Ports: z.array(PortViewSchema) });

const PortDetailsSchema = z.object({
  LosingProvider: LosingProviderSchema,
  AccountNumber: PortAccountNumberSchema,
});

export const PortRequestSchema = PortDetailsSchema.extend({
  CustomerUUID: UuidSchema,
  /** The SIM the number moves onto. */
  MobileProductUUID: UuidSchema,
  MSISDN: MobileInputSchema,
});
export type PortRequest = z.infer<typeof PortRequestSchema>;

/** A refused or failed port resubmitted, with the details corrected where the refusal said so. */
export const PortRetrySchema = PortDetailsSchema.partial().extend({
  CustomerUUID: UuidSchema,
  PortUUID: UuidSchema,
});
export type PortRetry = z.infer<typeof PortRetrySchema>;

export const PortCancelSchema = z.object({ PortUUID: UuidSchema });

export const PortActionSchema = z.discriminatedUnion('Action', [
  z.object({ Action: z.literal('cancel'), PortUUID: UuidSchema }),
  PortDetailsSchema.partial().extend({ Action: z.literal('retry'), PortUUID: UuidSchema }),
]);
export type PortAction = z.infer<typeof PortActionSchema>;

/** What the network knows of a number: who holds it, and the caller's port of it, if any. */
export const NumberLookupSchema = z.object({
  MSISDN: z.string(),
  Provider: z.string(),
  Portable: z.boolean(),
  Port: PortViewSchema.optional(),
});
export type NumberLookup = z.infer<typeof NumberLookupSchema>;

/** The port-in form: the number, who holds it now and the account there. */
export const portInForm = PortRequestSchema.pick({ MSISDN: true, LosingProvider: true, AccountNumber: true });
/** The corrected details of a refused port. */
export const portRetryForm = PortDetailsSchema;
