import { z } from 'zod';
import { NanosSchema, UuidSchema } from './common';
import { SimTypeSchema } from './mobile-product';

/*
 * Activating a SIM and adopting it into an account: the customer names the SIM (phone number or SIM ID), proves
 * they hold it with the code sent to it by SMS (or the activation link in that SMS), and the network then
 * activates it over 10 to 30 seconds. Wire names are the specification's where it gives them (AdoptionRequest,
 * AuthResponse.JWT, ProductInstanceUUID, the activation payment fields); the rest are the project's.
 */

const flag = z.boolean();
const paymentFields = {
  PaymentMethodID: UuidSchema.optional(),
  PaymentMethodType: z.string().trim().min(1).max(40).optional(),
  PaymentMethodGateway: z.string().trim().min(1).max(40).optional(),
};

/** How a SIM bills once activated: the product type a pre-activated SIM can be given. */
export const ActivationTypeSchema = z.enum(['prepay', 'payg', 'postpay']);
export type ActivationType = z.infer<typeof ActivationTypeSchema>;

/** The network activating a SIM: a timeline decided when it starts, its outcome read from the clock. */
export const SimActivationSchema = z.object({
  UUID: UuidSchema,
  CustomerUUID: UuidSchema,
  MobileProductUUID: UuidSchema,
  /** The BillingReference the product gets once active. */
  BillingReference: z.string(),
  StartedAtNanos: NanosSchema,
  /** When the network answers: active or failed. */
  DoneAtNanos: NanosSchema,
  Outcome: z.enum(['active', 'failed']),
});
export type SimActivation = z.infer<typeof SimActivationSchema>;

/** Where an activation stands, as the activation page polls it. */
export const ActivationStatusSchema = z.object({
  MobileProductUUID: UuidSchema,
  State: z.enum(['not_started', 'activating', 'active', 'failed']),
  StartedAtNanos: NanosSchema.optional(),
  /** Seconds since the activation started, by the simulated clock. */
  ElapsedSeconds: z.number().nonnegative().optional(),
  /** A dry run that passed: the SIM can be activated without a paid plan. */
  DryActivation: flag.optional(),
});
export type ActivationStatus = z.infer<typeof ActivationStatusSchema>;

export const ActivateServiceParamsSchema = z.object({
  uuid: UuidSchema,
  instance: UuidSchema,
  dry: z.enum(['true', 'false']),
});
export const ActivateServiceRequestSchema = z.object({ ...paymentFields, AuthorizeOnly: flag.optional() });

export const ProductTypeRequestSchema = z.object({
  CustomerUUID: UuidSchema,
  ProductInstanceUUID: UuidSchema,
  Type: ActivationTypeSchema,
});

/** POST /postpay/activation and /payg/activation: the plan the SIM starts on and how it is paid. */
export const PlanActivationRequestSchema = z.object({
  Subscribe: flag,
  ...paymentFields,
  CustomerUUID: UuidSchema,
  MobileProductUUID: UuidSchema,
  ProductAvailabilityUUID: UuidSchema,
  ProductCatalogUUID: UuidSchema,
});
export type PlanActivationRequest = z.infer<typeof PlanActivationRequestSchema>;

/** What the portal knows of a SIM: enough to install an eSIM and to follow its activation. */
export const SimMetadataSchema = z.object({
  MobileProductUUID: UuidSchema,
  MSISDN: z.string(),
  SIMID: z.string(),
  SimType: SimTypeSchema,
  Status: z.number().int().min(0),
  BillingReference: z.string(),
  ProductType: z.string(),
  ESIMActivationCode: z.string().optional(),
  Activation: ActivationStatusSchema,
});
export type SimMetadata = z.infer<typeof SimMetadataSchema>;

/** The code the SMS carries: six digits. */
const SmsCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { error: 'The verification code is incorrect.' });

export const AdoptBySmsRequestSchema = z.object({
  CustomerUUID: UuidSchema,
  MSISDN: z
    .string()
    .trim()
    // Digits first and last, so the pattern holds before the spaces around it are trimmed too.
    .regex(/^\+?\d[\d ]{5,18}\d$/, { error: 'Mobile number format is invalid' }),
  /** Without a code an SMS is sent; with it (and the AdoptionUUID of that SMS) the SIM is adopted. */
  Code: SmsCodeSchema.optional(),
  AdoptionUUID: UuidSchema.optional(),
});
export const AdoptBySimSmsRequestSchema = z.object({
  CustomerUUID: UuidSchema,
  SIMID: z
    .string()
    .trim()
    .regex(/^\d{10,22}$/, { error: 'A SIM ID is 10 to 22 digits' }),
  Code: SmsCodeSchema.optional(),
  AdoptionUUID: UuidSchema.optional(),
});
export const AdoptByTokenRequestSchema = z.object({
  CustomerUUID: UuidSchema,
  /** The code of an activation link (`activation/{code}`). */
  Token: z.string().trim().min(8).max(100),
  /** For an expired link: send a new SMS to the SIM instead. */
  Resend: flag.optional(),
});
export const AdoptByIpRequestSchema = z.object({ CustomerUUID: UuidSchema });

export const AdoptionRequestSchema = z.object({
  UUID: UuidSchema,
  CustomerUUID: UuidSchema,
  ProductInstanceUUID: UuidSchema,
  ProductType: z.string(),
});

/** The answer of every adoption call: an SMS sent (code_sent) or the SIM adopted, with a fresh token. */
export const AdoptionAnswerSchema = z.object({
  Status: z.enum(['code_sent', 'adopted']),
  AdoptionRequest: AdoptionRequestSchema,
  /** The masked number the SMS went to. */
  To: z.string().optional(),
  CodeExpiresAtNanos: NanosSchema.optional(),
  AuthResponse: z.object({ JWT: z.string() }).optional(),
});
export type AdoptionAnswer = z.infer<typeof AdoptionAnswerSchema>;

/** A stored adoption: the SMS code and activation link that prove the customer holds the SIM. */
export const StoredAdoptionSchema = z.object({
  UUID: UuidSchema,
  CustomerUUID: UuidSchema,
  LoginUUID: UuidSchema,
  ProductInstanceUUID: UuidSchema,
  Code: z.string(),
  LinkToken: z.string(),
  Attempts: z.number().int().nonnegative(),
  CodeExpiresAtNanos: NanosSchema,
  LinkExpiresAtNanos: NanosSchema,
  AdoptedAtNanos: NanosSchema.optional(),
  CreatedAtNanos: NanosSchema,
});
export type StoredAdoption = z.infer<typeof StoredAdoptionSchema>;
