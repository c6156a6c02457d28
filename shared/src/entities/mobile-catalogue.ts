import { z } from 'zod';
import { UuidSchema } from './common';

/*
 * The mobile catalogue: plans and addons as the provider's catalogue answers them, with the specification's wire
 * names, its misspelling `origianl_price` included. Money is integer cents.
 */

/** One way to buy a catalogue entry. The first availability carries the retail name, price and description. */
export const MobileAvailabilitySchema = z.object({
  UUID: UuidSchema,
  ProductCatalogEntryUUID: UuidSchema,
  RetailName: z.string().optional(),
  RetailCents: z.number().int().nonnegative().optional(),
  RetailDescription: z.string().optional(),
});
export type MobileAvailability = z.infer<typeof MobileAvailabilitySchema>;

/**
 * The characteristics the portal reads (AllowAutoRenew, ocs.*), as the catalogue sends them: text values
 * ("true", "10240", "Unlimited", "1.2M").
 */
export const CharacteristicsSchema = z.record(z.string(), z.string());
export type Characteristics = z.infer<typeof CharacteristicsSchema>;

export const MobilePlanKindSchema = z.enum(['postpay', 'prepay', 'payg']);
export type MobilePlanKind = z.infer<typeof MobilePlanKindSchema>;

/** A catalogue plan or addon. */
export const CataloguePlanSchema = z.object({
  UUID: UuidSchema,
  Name: z.string(),
  /** Price in cents. */
  cost: z.number().int().nonnegative(),
  is_payg: z.boolean(),
  is_fully_paid: z.boolean(),
  /** A base plan (what a change of plan chooses between) rather than an addon bought on top. */
  isBasePlan: z.boolean(),
  /** What the entry bills as: its BillingReference prefix once bought. */
  BillingReference: MobilePlanKindSchema,
  Characteristics: CharacteristicsSchema,
  /** The recurring price in cents; `Cents` is its copy. */
  RecurringRetailPrice: z.number().int().nonnegative(),
  Cents: z.number().int().nonnegative(),
  DataRolloverAllowed: z.boolean(),
  Availabilities: z.array(MobileAvailabilitySchema).min(1),
  /** The price before a discount, in cents (the specification's spelling). */
  origianl_price: z.number().int().nonnegative(),
  discount: z.number().int().nonnegative(),
  offer_credit: z.number().int().nonnegative(),
});
export type CataloguePlan = z.infer<typeof CataloguePlanSchema>;

export const PostpayMobilePlansSchema = z.object({ PostpayMobilePlans: z.array(CataloguePlanSchema) });
export const PrepayAddonsSchema = z.object({ PrepayAddons: z.array(CataloguePlanSchema) });

/** The kinds of multi-SIM plan and their SIM group settings. */
export const MultiSimKindSchema = z.enum(['family', 'solo', 'companion', 'simple']);
export type MultiSimKind = z.infer<typeof MultiSimKindSchema>;

/** A setting of a multi-SIM kind: its default and whether the customer may change it; absent when not shown. */
const GroupSettingSchema = z.object({ Default: z.boolean(), Editable: z.boolean() });

export const MultiSimPlanSchema = z.object({
  Kind: MultiSimKindSchema,
  Name: z.string(),
  Product: z.object({
    ProductType: z.string(),
    is_payg: z.boolean(),
    is_autoRenew: z.boolean(),
    MobileProductAvailabilityUUID: UuidSchema,
    MobileProductCatalogUUID: UuidSchema,
    PriceCents: z.number().int().nonnegative(),
  }),
  SelfManaged: GroupSettingSchema.optional(),
  Grouped: GroupSettingSchema,
  UseMasterBillingAccount: GroupSettingSchema,
  MinSimsAvailable: z.number().int().min(1),
  /** Whether the advanced options are shown (absent: not shown at all). */
  AdvancedOptions: z.boolean().optional(),
});
export type MultiSimPlan = z.infer<typeof MultiSimPlanSchema>;

export const MultiSimPlansRequestSchema = z.object({ Kind: MultiSimKindSchema.optional() });
export const MultiSimPlansSchema = z.object({ MultiSimPlans: z.array(MultiSimPlanSchema) });

/** The display shape of a plan (what a plan card shows). */
export const FormattedPlanSchema = z.object({
  details: z.array(z.string()),
  name: z.string(),
  cost: z.string(),
  origianl_price: z.string(),
  discount: z.string(),
  offer_credit: z.string(),
  offerPeriodCount: z.number().int().nonnegative(),
  offerPeriodInterval: z.string(),
  hasSubscribeSign: z.boolean(),
  more_details: z.array(z.string()),
  DataRolloverAllowed: z.boolean(),
});
export type FormattedPlan = z.infer<typeof FormattedPlanSchema>;
