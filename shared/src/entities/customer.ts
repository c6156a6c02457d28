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
