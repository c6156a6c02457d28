import { z } from 'zod';
import { UuidSchema } from './common';
import { CartRequestSchema } from './shop-cart';
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
 * A checkout: the cart's own body (as posted to the cart, which it saves again when it carries Items) plus
 * PaymentOptions. PurchaseUUID names the purchase across its attempts (it is paid at most once); IdempotencyKey
 * names one attempt, and is sent again after the card's confirmation to complete it. Both are derived when left
 * out: the purchase from the cart and what it holds, the attempt from the Idempotency-Key header or the purchase
 * and the way it is paid.
 */
export const CheckoutRequestSchema = CartRequestSchema.partial({ Items: true }).extend({
  CustomerUUID: UuidSchema,
  PaymentOptions: CheckoutPaymentOptionsSchema,
  PurchaseUUID: UuidSchema.optional(),
  IdempotencyKey: z.string().min(8).max(100).optional(),
  /**
   * The shopper agreed to pay this purchase another way than the payment still waiting for them (answered
   * change_payment_type): that payment is cancelled and this one made.
   */
  ChangePaymentType: z.boolean().optional(),
});
export type CheckoutRequest = z.input<typeof CheckoutRequestSchema>;

/**
 * What a checkout attempt came to: paid (with the order placed), waiting for the card's confirmation or the
 * buy-now-pay-later provider's page (the client secret and NextAction), refused by the card (its text, and the
 * secret and purchase to retry with), or held because the purchase still waits for a payment of another type
 * (Reason changePaymentType, the amount and the card's last four digits).
 */
export const CheckoutResultSchema = z.object({
  Status: z.enum(['paid', 'pending_payment', 'payment_failed', 'change_payment_type']),
  PurchaseUUID: UuidSchema,
  ClientSecret: z.string().optional(),
  /** The payment waiting: its id goes to the provider's page and comes back in the return query. */
  PaymentIntentUUID: UuidSchema.optional(),
  NextAction: z.enum(['authenticate', 'redirect']).optional(),
  AmountCents: z.number().int().nonnegative(),
  Message: z.string().optional(),
  Reason: z.literal('changePaymentType').optional(),
  CardLast4: z.string().optional(),
  Order: ShopOrderSchema.optional(),
});
export type CheckoutResult = z.infer<typeof CheckoutResultSchema>;

export const BNPL_METHODS = ['afterpay', 'klarna'] as const satisfies CheckoutPaymentMethodType[];
export type BnplMethod = (typeof BNPL_METHODS)[number];
export const isBnplMethod = (m: CheckoutPaymentMethodType): m is BnplMethod =>
  (BNPL_METHODS as readonly string[]).includes(m);

/** The buy-now-pay-later payment as the provider's page shows it. */
export const BnplSessionSchema = z.object({
  UUID: UuidSchema,
  Method: z.enum(BNPL_METHODS),
  AmountCents: z.number().int().min(1),
  Currency: z.literal('NZD'),
  Description: z.string(),
  Status: z.enum(['requires_action', 'succeeded', 'failed', 'canceled']),
});
export type BnplSession = z.infer<typeof BnplSessionSchema>;

/** The shopper's choice on the provider's page, proven by the payment's client secret. */
export const BnplDecisionSchema = z.object({
  ClientSecret: z.string().min(1).max(200),
  Outcome: z.enum(['authorize', 'fail']),
});

/** Where the provider sends the browser back: redirect_status of its return query. */
export const BnplDecisionResultSchema = z.object({ RedirectStatus: z.enum(['succeeded', 'failed']) });
