import { z } from 'zod';
import { AUTO_TOP_UP_AMOUNT, AUTO_TOP_UP_DAYS, VOUCHER_CODE_LENGTH } from '../domain/prepay-money';
import { NanosSchema, UuidSchema } from './common';

/*
 * Prepay money: the balance of a prepay service, top-ups by card, vouchers, promo codes and the auto top-up
 * preference, by the specification's wire names.
 */

/** A prepay service's credit; the expiry is already worked out (null once past). */
export const PrepayBalanceSchema = z.object({
  UUID: UuidSchema,
  MainBalCreditCents: z.number().int(),
  CreatedAtNanos: NanosSchema,
  CurrencyCreditExpiresAtNanos: NanosSchema.nullable(),
});
export type PrepayBalance = z.infer<typeof PrepayBalanceSchema>;

export const TopUpCheckSchema = z.object({ Valid: z.literal(true), AmountCents: z.number().int() });

export const TopUpRequestSchema = z.object({
  ProductInstanceUUID: UuidSchema,
  /** In cents. */
  Amount: z.number().int({ error: 'Please enter an amount in dollars and cents' }),
  PaymentMethodType: z.enum(['card']).default('card'),
  /** The card to charge; the default card when absent. */
  PaymentMethodID: UuidSchema.optional(),
});
export type TopUpRequest = z.input<typeof TopUpRequestSchema>;

/** completed: the credit is on; pending_payment: the card asks for its challenge (ClientSecret). */
export const TopUpResultSchema = z.object({
  Status: z.enum(['completed', 'pending_payment']),
  ClientSecret: z.string().optional(),
  MainBalCreditCents: z.number().int(),
});
export type TopUpResult = z.infer<typeof TopUpResultSchema>;

export const TopUpSourceSchema = z.enum(['card', 'auto', 'voucher', 'promo', 'guest']);

/** One credit added to a prepay service (the top-up history). */
export const TopUpRecordSchema = z.object({
  UUID: UuidSchema,
  CustomerUUID: UuidSchema,
  ProductUUID: UuidSchema,
  AmountCents: z.number().int(),
  Source: TopUpSourceSchema,
  /** pending until the card payment succeeds; failed when it did not. */
  Status: z.enum(['pending', 'completed', 'failed']),
  PaymentIntentUUID: UuidSchema.optional(),
  CreatedAtNanos: NanosSchema,
});
export type TopUpRecord = z.infer<typeof TopUpRecordSchema>;
export const TopUpHistorySchema = z.object({ TopUps: z.array(TopUpRecordSchema) });

/** The auto top-up preference ("top-up-auto"): amount in whole dollars, every `days` days or below the amount. */
export const AutoTopUpChangeSchema = z.object({
  amount: z
    .number()
    .int({ error: 'Amount must be a whole number of dollars' })
    .min(AUTO_TOP_UP_AMOUNT.min, { error: 'Amount must be from 1 to 999' })
    .max(AUTO_TOP_UP_AMOUNT.max, { error: 'Amount must be from 1 to 999' }),
  days: z
    .number()
    .int({ error: 'Number of days must be a whole number' })
    .min(AUTO_TOP_UP_DAYS.min, { error: 'Number of days must be from 1 to 99' })
    .max(AUTO_TOP_UP_DAYS.max, { error: 'Number of days must be from 1 to 99' }),
  status: z.enum(['on', 'off']),
  /** days: every N days; balance: whenever the balance falls below the amount. */
  type: z.enum(['days', 'balance']),
});
export type AutoTopUpChange = z.infer<typeof AutoTopUpChangeSchema>;

export const AutoTopUpSchema = AutoTopUpChangeSchema.extend({
  /** Why auto top-up turned itself off (a declined charge), until the customer sets it again. */
  Notice: z.string().nullable(),
});
export type AutoTopUp = z.infer<typeof AutoTopUpSchema>;

export const StoredAutoTopUpSchema = AutoTopUpSchema.extend({
  CustomerUUID: UuidSchema,
  /** When it last charged, or when it was set: the next run counts from here. */
  LastRunAtNanos: NanosSchema,
});
export type StoredAutoTopUp = z.infer<typeof StoredAutoTopUpSchema>;

export const VoucherCodeParamSchema = z.object({
  code: z.string().regex(new RegExp(`^\\d{${VOUCHER_CODE_LENGTH}}$`), { error: 'Voucher code is 13 digits' }),
});

export const VoucherCheckSchema = z.object({
  Code: z.string(),
  CreditCents: z.number().int(),
  Valid: z.boolean(),
});
export const RedeemResultSchema = z.object({
  Attributes: z.object({ CreditCents: z.number().int() }),
  MainBalCreditCents: z.number().int().optional(),
});
export type RedeemResult = z.infer<typeof RedeemResultSchema>;

export const StoredVoucherSchema = z.object({
  Code: z.string(),
  CreditCents: z.number().int().positive(),
  RedeemedAtNanos: NanosSchema.optional(),
  RedeemedByProductUUID: UuidSchema.optional(),
});
export type StoredVoucher = z.infer<typeof StoredVoucherSchema>;

export const PromoCodeRequestSchema = z.object({
  Code: z.string({ error: 'Code is required' }).trim().min(1, { error: 'Code is required' }).max(40),
});

export const StoredPromoUseSchema = z.object({
  /** Code and customer: a promo code counts once per account. */
  Key: z.string(),
  Code: z.string(),
  CustomerUUID: UuidSchema,
  CreditCents: z.number().int(),
  UsedAtNanos: NanosSchema,
});
