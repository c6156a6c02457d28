import { z } from 'zod';
import { NanosSchema, UuidSchema } from './common';

/**
 * A mail or SMS the simulated backend would have sent (verification, one-time codes, reset links, forgotten-email
 * SMS, invitations). Nothing leaves the machine: the control API lists them, with their links and codes.
 */
export const OutboxMessageSchema = z.object({
  UUID: UuidSchema,
  Channel: z.enum(['email', 'sms']),
  To: z.string(),
  Subject: z.string(),
  Body: z.string(),
  /** The working link in the message, relative to the customer portal (e.g. /forgot-pass?token=...). */
  Link: z.string().optional(),
  /** A one-time code in the message. */
  Code: z.string().optional(),
  Kind: z.string(),
  SentAtNanos: NanosSchema,
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;
