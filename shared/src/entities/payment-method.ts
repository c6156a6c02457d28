import { z } from 'zod';
import { NanosSchema, UuidSchema } from './common';

/*
 * Saved payment cards and the card payment provider's intents.
 * The provider is simulated by the mock API following the provider's test conventions.
 */

export const CardTypeSchema = z.enum(['visa', 'mastercard', 'amex', 'unknown']);
export type CardType = z.infer<typeof CardTypeSchema>;

/** A saved card. Rank 1 is the default. DeletedAtNanos is 0 while the card is in use. */
export const PaymentMethodSchema = z.object({
  UUID: UuidSchema,
  CustomerUUID: UuidSchema,
  Rank: z.number().int().min(1),
  CardType: CardTypeSchema,
  CardLast4: z.string().regex(/^\d{4}$/),
  /** The card provider's id of the saved card (a payment method id, never the card number). */
  Token: z.string().min(1).max(100),
  CardExpiryMonth: z.number().int().min(1).max(12),
  CardExpiryYear: z.number().int().min(2000).max(2100),
  DeletedAtNanos: NanosSchema,
  /** Set when a charge failed on the card: it stays listed so it can be removed as an invalid card. */
  Invalid: z.boolean(),
  CreatedAtNanos: NanosSchema,
});
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

export const PaymentMethodListSchema = z.object({ PaymentMethods: z.array(PaymentMethodSchema) });
export type PaymentMethodList = z.infer<typeof PaymentMethodListSchema>;

/** PUT on a card: Rank 1 makes it the default. */
export const PaymentMethodUpdateSchema = z.object({ Rank: z.literal(1, { error: 'Rank must be 1' }) });

export const SetupPaymentMethodSchema = z.object({ SetupIntentClientSecret: z.string() });
export type SetupPaymentMethod = z.infer<typeof SetupPaymentMethodSchema>;

/** The provider's intent states, as its test mode reports them. */
export const IntentStatusSchema = z.enum([
  'requires_payment_method',
  'requires_action',
  'processing',
  'succeeded',
  'canceled',
]);
export type IntentStatus = z.infer<typeof IntentStatusSchema>;

/** Why an intent failed, in the provider's terms (decline codes of its test cards). */
export const IntentErrorSchema = z.object({
  Code: z.enum([
    'card_declined',
    'expired_card',
    'incorrect_cvc',
    'processing_error',
    'authentication_failed',
    'card_expiring',
    'payment_failed',
  ]),
  DeclineCode: z.string().optional(),
  /** The text the portal shows for any card failure. */
  Message: z.string(),
});
export type IntentError = z.infer<typeof IntentErrorSchema>;

/** A setup intent (saving a card), as the simulator answers it. */
export const SetupIntentSchema = z.object({
  UUID: UuidSchema,
  Status: IntentStatusSchema,
  /** Set while Status is requires_action: the challenge the card issuer asks for. */
  NextAction: z.enum(['authenticate']).optional(),
  LastError: IntentErrorSchema.optional(),
  /** The saved card once Status is succeeded. */
  PaymentMethod: PaymentMethodSchema.optional(),
});
export type SetupIntent = z.infer<typeof SetupIntentSchema>;

const cardText = (what: string) => z.string({ error: `Please enter ${what}` }).trim();

/** The card details of the simulator's form (the real provider's form never sends them to the portal). */
export const SimulatedCardSchema = z.object({
  Number: cardText('card number')
    // 12 to 19 digits, spaces and dashes between them allowed (the pattern the document shows).
    .regex(/^\s*(?:\d[\s-]*){11,18}\d\s*$/, { error: 'Card number format is invalid' })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, { error: 'Card number format is invalid' })),
  ExpMonth: z.coerce.number().int().min(1, { error: 'Expiry format is invalid' }).max(12, {
    error: 'Expiry format is invalid',
  }),
  ExpYear: z.coerce.number().int().min(2000, { error: 'Expiry format is invalid' }).max(2100),
  Cvc: cardText('CVC').regex(/^\d{3,4}$/, { error: 'CVC format is invalid' }),
});
export type SimulatedCard = z.input<typeof SimulatedCardSchema>;

export const ConfirmSetupRequestSchema = z.object({
  ClientSecret: z.string().min(1).max(200),
  Card: SimulatedCardSchema,
});

/** The simulated challenge of the card issuer: the user passes or fails it. */
export const AuthenticateRequestSchema = z.object({
  ClientSecret: z.string().min(1).max(200),
  Outcome: z.enum(['pass', 'fail']),
});

/** A payment intent (a charge for a later purchase) on the same engine. */
export const PaymentIntentSchema = z.object({
  UUID: UuidSchema,
  CustomerUUID: UuidSchema,
  ClientSecret: z.string(),
  AmountCents: z.number().int().min(1),
  Currency: z.literal('NZD'),
  Description: z.string(),
  /** The card charged; absent when a parent billing route paid. */
  PaymentMethodUUID: UuidSchema.optional(),
  /** The parent billing route that paid: the charge goes on the paying account, within its spend limit. */
  BillingRouteUUID: UuidSchema.optional(),
  Status: IntentStatusSchema,
  /** authenticate: the card issuer's challenge; redirect: the buy-now-pay-later provider's own page. */
  NextAction: z.enum(['authenticate', 'redirect']).optional(),
  /** Set for a buy-now-pay-later payment; a card payment leaves it out. */
  RedirectMethod: z.enum(['afterpay', 'klarna']).optional(),
  LastError: IntentErrorSchema.optional(),
  IdempotencyKey: z.string().optional(),
  CreatedAtNanos: NanosSchema,
});
export type PaymentIntent = z.infer<typeof PaymentIntentSchema>;

export const PaymentIntentCreateSchema = z
  .object({
    AmountCents: z.number().int().min(1, { error: 'The amount must be at least 1 cent' }).max(10_000_000),
    Description: z.string().trim().min(1, { error: 'Please enter a description' }).max(200),
    /** The card to charge; the default card when neither a card nor a route is named. */
    PaymentMethodUUID: UuidSchema.optional(),
    /** A parent billing route to pay with instead of a card. */
    BillingRouteUUID: UuidSchema.optional(),
    /** The same key replays the first result; the same key with other parameters is an error. */
    IdempotencyKey: z.string().trim().min(1).max(100).optional(),
  })
  .refine((body) => !(body.PaymentMethodUUID && body.BillingRouteUUID), {
    error: 'Choose a card or a billing route, not both',
    path: ['BillingRouteUUID'],
  })
  // The same rule in the OpenAPI document: not both fields.
  .meta({
    description: 'A card (PaymentMethodUUID) or a billing route (BillingRouteUUID), not both',
    not: { required: ['PaymentMethodUUID', 'BillingRouteUUID'] },
  });
export type PaymentIntentCreate = z.input<typeof PaymentIntentCreateSchema>;

/** Bank details for a manual payment; the values come from build configuration. */
export const BankDetailsSchema = z.object({
  AccountName: z.string(),
  AccountNumber: z.string(),
  ReferenceCode: z.string(),
  Particulars: z.string(),
  Reference: z.string(),
});
export type BankDetails = z.infer<typeof BankDetailsSchema>;

/** How a saved card behaves at the simulated provider, keyed by its Token (the provider's side, never answered). */
export const CardProfileSchema = z.object({
  Token: z.string(),
  /** One of the test-card behaviours (domain/test-cards.ts). */
  Behaviour: z.string(),
});
export type CardProfile = z.infer<typeof CardProfileSchema>;

/** A setup intent as the simulated provider keeps it. */
export const StoredSetupIntentSchema = z.object({
  UUID: UuidSchema,
  CustomerUUID: UuidSchema,
  ClientSecret: z.string(),
  Status: IntentStatusSchema,
  NextAction: z.enum(['authenticate']).optional(),
  LastError: IntentErrorSchema.optional(),
  /** The card waiting for its challenge while Status is requires_action. */
  PendingCard: z
    .object({
      CardType: CardTypeSchema,
      CardLast4: z.string(),
      CardExpiryMonth: z.number().int(),
      CardExpiryYear: z.number().int(),
      Behaviour: z.string(),
    })
    .optional(),
  PaymentMethodUUID: UuidSchema.optional(),
  CreatedAtNanos: NanosSchema,
});
export type StoredSetupIntent = z.infer<typeof StoredSetupIntentSchema>;
