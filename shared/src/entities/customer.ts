import { z } from 'zod';
import { EmailSchema, NanosSchema, SpidSchema, UuidSchema } from './common';

export const AccountStateSchema = z.enum(['Active', 'Suspended', 'Closed']);
export type AccountState = z.infer<typeof AccountStateSchema>;

/** Customer account. One login may own several. */
export const CustomerSchema = z.object({
  UUID: UuidSchema,
  SPID: SpidSchema,
  FirstName: z.string(),
  LastName: z.string(),
  Email: EmailSchema,
  MobileNumber: z.string(),
  ExternalRef5: z.string(),
  EmailVerified: z.boolean(),
  AccountState: AccountStateSchema,
  /** Account kind shown on select-account. */
  AccountType: z.enum(['postpay', 'prepay', 'payg', 'broadband', 'new']),
  CreatedAtNanos: NanosSchema,
});
export type Customer = z.infer<typeof CustomerSchema>;

export const CustomerListSchema = z.object({ Customers: z.array(CustomerSchema) });

/**
 * The customer entity as the accounts list carries it: the account, its services, info (the current mobile
 * service's balance in cents and when it expires, and its current plan with the plan's end), its saved cards and
 * its payment history (newest first).
 */
export const CustomerEntitySchema = CustomerSchema.extend({
  services: z.array(
    z.object({
      UUID: UuidSchema,
      Kind: z.enum(['mobile', 'UFB', 'FWA']),
      Status: z.number().int(),
      Name: z.string(),
      MSISDN: z.string().optional(),
    }),
  ),
  info: z.object({
    balance: z.number().int(),
    expireAt: NanosSchema.nullable(),
    currentPlan: z.object({ id: UuidSchema, dateExpire: NanosSchema }).nullable(),
  }),
  cards: z.array(
    z.object({
      cardId: UuidSchema,
      brand: z.string(),
      last4: z.string(),
      expMonth: z.number().int(),
      expYear: z.number().int(),
      default: z.boolean(),
    }),
  ),
  paymentHistory: z.array(
    z.object({
      UUID: UuidSchema,
      Status: z.string(),
      CreatedAt: NanosSchema,
      AmountCents: z.number().int().nonnegative(),
      Description: z.string(),
    }),
  ),
});
export type CustomerEntity = z.infer<typeof CustomerEntitySchema>;
export const CustomerEntityListSchema = z.object({ Customers: z.array(CustomerEntitySchema) });
