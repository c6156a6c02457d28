import { z } from 'zod';
import { NanosSchema, UuidSchema } from './common';
import { CharacteristicsSchema, MobileAvailabilitySchema } from './mobile-catalogue';

/*
 * A customer's mobile service (a SIM and its number) with the plan and addons on it, by the specification's
 * wire names. Status: 2 pre-activated, 4 active, above 4 not active, below 4 not activated.
 */

export const SimTypeSchema = z.enum(['physical', 'ESIM']);
export type SimType = z.infer<typeof SimTypeSchema>;

/** A plan or addon on a product. */
export const MobileAddonSchema = z.object({
  /** The MobileAddonUUID. */
  UUID: UuidSchema,
  Name: z.string(),
  ProductCatalogEntryUUID: UuidSchema,
  AvailabilityUUID: UuidSchema,
  isBasePlan: z.boolean(),
  AutoRenew: z.boolean(),
  Cents: z.number().int().nonnegative(),
  Characteristics: CharacteristicsSchema,
  StartedAtNanos: NanosSchema,
  /** When the period ends: a renewal or the end of the service period. */
  ExpiresAtNanos: NanosSchema,
  /** The card payment that bought it, so a repeated purchase with the same payment adds it only once. */
  PaymentIntentUUID: UuidSchema.optional(),
  /** Set when the renewal at the period end could not be charged: the addon stays expired from then on. */
  RenewalFailedAtNanos: NanosSchema.optional(),
});
export type MobileAddon = z.infer<typeof MobileAddonSchema>;

/** What the product includes, as shown: each line already formatted by the plan display rules. */
export const MobileDetailsSchema = z.object({
  data: z.string(),
  hotspot: z.string(),
  MMS: z.string(),
  SMS: z.string(),
  voice: z.string(),
  internationalSMS: z.string(),
  internationalVoice: z.string(),
});
export type MobileDetails = z.infer<typeof MobileDetailsSchema>;

export const MobileProductSchema = z.object({
  UUID: UuidSchema,
  CustomerUUID: UuidSchema,
  Status: z.number().int().min(0),
  /** Starts with prepay, payg or postpay once billed; empty while not activated. */
  BillingReference: z.string(),
  MSISDN: z.string(),
  IMSI: z.string(),
  SIMID: z.string(),
  SimType: SimTypeSchema,
  /** The code an eSIM is installed with (the QR code carries it); only on eSIMs. */
  ESIMActivationCode: z.string().optional(),
  CreatedAtNanos: NanosSchema,
  /** Numeric porting state 1 to 11; 0 when no port was asked. */
  PortingState: z.number().int().min(0).max(11),
  Addons: z.array(MobileAddonSchema),
  DataRolloverAllowed: z.boolean(),
  RolloverIneligible: z.boolean(),
  is_payg: z.boolean(),
  is_autoRenew: z.boolean(),
  price_catalog_cents: z.number().int().nonnegative(),
  originalPrice: z.number().int().nonnegative(),
  /** postpaymobile or prepaymobileAddon once a plan is on it. */
  ProductType: z.string(),
  Characteristics: CharacteristicsSchema,
  Availabilities: z.array(MobileAvailabilitySchema),
  Details: MobileDetailsSchema,
  /** A change of plan chosen for the next period: it takes over at FromNanos. */
  ScheduledPlan: z
    .object({
      AvailabilityUUID: UuidSchema,
      ProductCatalogEntryUUID: UuidSchema,
      Name: z.string(),
      AutoRenew: z.boolean(),
      FromNanos: NanosSchema,
    })
    .optional(),
  /** When the plan was last changed (a plan can be changed once a month). */
  LastPlanChangeAtNanos: NanosSchema.optional(),
  /** Prepay credit in cents and when it expires (prepay products only). */
  MainBalCreditCents: z.number().int().optional(),
  CurrencyCreditExpiresAtNanos: NanosSchema.optional(),
});
export type MobileProduct = z.infer<typeof MobileProductSchema>;

/** An allowance's total in its balance's unit (megabytes, minutes, a count): 0 when unlimited, casual rate or none. */
const TotalSchema = z.number().nonnegative();

/**
 * A mobile service as it is answered: the stored product with what is derived when it is read. The Total* fields
 * are the totals of the running allowances, the same figures as the usage balance's Total of each type.
 */
export const MobileProductViewSchema = MobileProductSchema.extend({
  TotalData: TotalSchema,
  TotalMins: TotalSchema,
  TotalIDDMins: TotalSchema,
  TotalTXTs: TotalSchema,
  TotalIDDTXTs: TotalSchema,
  TotalPXTs: TotalSchema,
  TotalTetheringData: TotalSchema,
  /** Where a fixed service is used; a mobile SIM goes anywhere and answers an empty text. */
  ServiceAddress: z.string(),
  /** The catalogue entry of the plan on it; null while it has none. */
  ProductCatalogUUID: UuidSchema.nullable(),
});
export type MobileProductView = z.infer<typeof MobileProductViewSchema>;

export const MobileProductListSchema = z.object({ MobileProducts: z.array(MobileProductViewSchema) });
export type MobileProductList = z.infer<typeof MobileProductListSchema>;
