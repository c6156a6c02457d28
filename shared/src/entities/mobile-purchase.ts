import { z } from 'zod';
import { UuidSchema } from './common';
import { MobileProductViewSchema } from './mobile-product';

/*
 * Buying plans and addons and changing plan, with the specification's payload names. A purchase answers
 * completed, or pending_payment with the ClientSecret of a card payment that waits for the issuer's challenge;
 * repeating the purchase with the same IdempotencyKey after the challenge completes it.
 */

const flag = z.boolean();

/** Paying by card or parent billing route (the project's fields; the default card when none is named). */
const PaymentChoice = {
  PaymentMethodID: UuidSchema.optional(),
  BillingRouteUUID: UuidSchema.optional(),
  IdempotencyKey: z.string().trim().min(1).max(100).optional(),
};

export const PrepayAddonRequestSchema = z.object({
  Subscribe: flag,
  PAYG: flag,
  AuthorizeOnly: flag,
  isBasePlan: flag.optional(),
});
export type PrepayAddonRequest = z.infer<typeof PrepayAddonRequestSchema>;

export const PrepayAddonInitialRequestSchema = z.object({
  AuthorizeOnly: flag,
  Subscribe: flag,
  PAYG: flag,
  PaymentMethodGateway: z.string().trim().min(1).max(40),
  PaymentMethodID: UuidSchema.optional(),
  PaymentMethodType: z.string().trim().min(1).max(40).optional(),
  /** Paying through a parent billing route instead of a card (the project's field). */
  BillingRouteUUID: PaymentChoice.BillingRouteUUID,
  IdempotencyKey: PaymentChoice.IdempotencyKey,
});
export type PrepayAddonInitialRequest = z.infer<typeof PrepayAddonInitialRequestSchema>;

export const PostpayAddonRequestSchema = z.object({
  AddonAvailabilityUUID: UuidSchema,
  AddonCatalogEntryUUID: UuidSchema,
  CustomerUUID: UuidSchema,
  ProductInstanceUUID: UuidSchema,
  Subscribe: flag,
  isBasePlan: flag.optional(),
  ...PaymentChoice,
});
export type PostpayAddonRequest = z.infer<typeof PostpayAddonRequestSchema>;

export const ChangeAutoRenewRequestSchema = z.object({
  MobileAddonUUID: UuidSchema,
  MobileUUID: UuidSchema,
  CustomerUUID: UuidSchema,
  AutoRenew: flag,
});

export type ChangeAutoRenewRequest = z.infer<typeof ChangeAutoRenewRequestSchema>;
export const ChangePlanRequestSchema = z.object({
  NewAddonAutoRenew: flag,
  ChangeNow: flag,
  NewAddonAvailabilityUUID: UuidSchema,
  OldAddonUUID: UuidSchema,
  CustomerUUID: UuidSchema,
  MobileUUID: UuidSchema,
  ...PaymentChoice,
});
export type ChangePlanRequest = z.infer<typeof ChangePlanRequestSchema>;

export const PurchaseStatusSchema = z.enum(['completed', 'pending_payment']);

export const MobilePurchaseSchema = z.object({
  Status: PurchaseStatusSchema,
  /** Set with pending_payment: the card confirmation (the issuer's challenge) uses it. */
  ClientSecret: z.string().optional(),
  /** The product as it is now (with the new addon once completed). */
  Product: MobileProductViewSchema,
});
export type MobilePurchase = z.infer<typeof MobilePurchaseSchema>;
