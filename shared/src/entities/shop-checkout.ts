import { z } from 'zod';
import { SpidSchema, UuidSchema } from './common';
import { ShopOrderSchema } from './shop-order';

/** How a checkout is paid: card is the third method beside the buy-now-pay-later ones. */
export const CheckoutPaymentMethodTypeSchema = z.enum(['card', 'afterpay', 'klarna']);
export type CheckoutPaymentMethodType = z.infer<typeof CheckoutPaymentMethodTypeSchema>;

export const CheckoutPaymentOptionsSchema = z.object({
  PaymentMethodType: CheckoutPaymentMethodTypeSchema,
  /** A saved card of the customer; the default card when left out. */
  PaymentMethodUUID: UuidSchema.optional(),
});

/**
 * A checkout of the cart already posted. PurchaseUUID names the purchase across its attempts (it is paid at most
 * once); IdempotencyKey names one attempt, and is sent again after the card's confirmation to complete it.
 */
export const CheckoutRequestSchema = z.object({
  SPID: SpidSchema,
  UUID: UuidSchema,
  CustomerUUID: UuidSchema,
  PaymentOptions: CheckoutPaymentOptionsSchema,
  PurchaseUUID: UuidSchema,
  IdempotencyKey: z.string().min(8).max(100),
});
export type CheckoutRequest = z.input<typeof CheckoutRequestSchema>;

/**
 * What a checkout attempt came to: paid (with the order placed), waiting for the card's confirmation (the client
 * secret), or refused by the card (its text, and the secret and purchase to retry with).
 */
export const CheckoutResultSchema = z.object({
  Status: z.enum(['paid', 'pending_payment', 'payment_failed']),
  PurchaseUUID: UuidSchema,
  ClientSecret: z.string().optional(),
  AmountCents: z.number().int().nonnegative(),
  Message: z.string().optional(),
  Order: ShopOrderSchema.optional(),
});
export type CheckoutResult = z.infer<typeof CheckoutResultSchema>;
