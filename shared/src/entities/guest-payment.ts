import { z } from 'zod';
import { NanosSchema, UuidSchema } from './common';
import { SimulatedCardSchema } from './payment-method';

/*
 * Anonymous recharge and bill payment: a visitor validates a mobile number or an invoice or account number (with
 * a bot-check token), then redeems a voucher, tops up or pays with the response token, and polls the purchase.
 */

const text = z.string().trim().max(40).optional();

export const GuestValidateRequestSchema = z.object({
  MSISDN: text,
  LookupID: text,
  /** The bot check's token. */
  UserToken: z.string().trim().min(1, { error: 'Please complete the check' }).max(2000),
});
export const GuestValidateResultSchema = z.object({
  Valid: z.boolean(),
  ResponseToken: z.string().optional(),
  /** What is owed on the invoice or account looked up (bill payment). */
  AmountDueCents: z.number().int().optional(),
});
export type GuestValidateResult = z.infer<typeof GuestValidateResultSchema>;

const token = z.string().trim().min(1, { error: 'No ResponseToken' }).max(200);
const amount = z.number().int().min(1).max(99_900);

export const GuestRedeemRequestSchema = z.object({
  Code: z.string().trim().min(1, { error: 'Code is required' }).max(40),
  MSISDN: text,
  LookupID: text,
  ResponseToken: token,
});
export const GuestTopUpRequestSchema = z.object({
  Amount: amount,
  MSISDN: z.string().trim().max(40),
  ResponseToken: token,
});
export const GuestPaymentRequestSchema = z.object({
  Amount: amount,
  LookupID: z.string().trim().max(40),
  ResponseToken: token,
});
export const GuestOrderSchema = z.object({ ClientSecret: z.string(), OrderID: UuidSchema });
export type GuestOrder = z.infer<typeof GuestOrderSchema>;

export const GuestCardPaymentRequestSchema = z.object({
  ClientSecret: z.string().trim().min(1).max(200),
  Card: SimulatedCardSchema,
  /**
   * The visitor's answer to the issuer's challenge, sent again with the same card when the first try answered
   * ACTION_REQUIRED (a card that asks for authentication).
   */
  Authentication: z.enum(['pass', 'fail']).optional(),
});

/** ACTION_REQUIRED: only the card payment answers it, until the visitor passes or fails the issuer's challenge. */
export const GuestPurchaseStatusSchema = z.enum([
  'PENDING',
  'COMPLETED',
  'DECLINED',
  'FAILED',
  'ACTION_REQUIRED',
]);
export const GuestPurchaseQuerySchema = z.object({
  MSISDN: z.string().trim().max(40).optional(),
  LookupID: z.string().trim().max(40).optional(),
  OrderID: UuidSchema,
});
export const GuestPurchaseSchema = z.object({
  OrderID: UuidSchema,
  Status: GuestPurchaseStatusSchema,
  AmountCents: z.number().int(),
  Message: z.string().optional(),
});
export type GuestPurchase = z.infer<typeof GuestPurchaseSchema>;

export const StoredGuestTokenSchema = z.object({
  Token: z.string(),
  CustomerUUID: UuidSchema,
  ProductUUID: UuidSchema.optional(),
  MSISDN: z.string().optional(),
  LookupID: z.string().optional(),
  ExpiresAtNanos: NanosSchema,
});
export type StoredGuestToken = z.infer<typeof StoredGuestTokenSchema>;

export const StoredGuestOrderSchema = z.object({
  OrderID: UuidSchema,
  ClientSecret: z.string(),
  Kind: z.enum(['topup', 'payment']),
  CustomerUUID: UuidSchema,
  ProductUUID: UuidSchema.optional(),
  MSISDN: z.string().optional(),
  LookupID: z.string().optional(),
  AmountCents: z.number().int(),
  /** requires_payment until a card is given; processing settles a moment later on the clock. */
  State: z.enum(['requires_payment', 'processing', 'declined']),
  Message: z.string().optional(),
  ConfirmedAtNanos: NanosSchema.optional(),
  /** The credit or bill payment was applied (once). */
  Applied: z.boolean(),
  CreatedAtNanos: NanosSchema,
});
export type StoredGuestOrder = z.infer<typeof StoredGuestOrderSchema>;
