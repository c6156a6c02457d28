import { z } from 'zod';
import { NanosSchema, UuidSchema } from './common';

/**
 * What the portal reports about itself: an error it did not handle, or the timing of a page load (a trace, sent
 * for a sample of page loads: trace sample rate 0.10).
 */
export const ClientEventSchema = z.object({
  Kind: z.enum(['error', 'trace']),
  Message: z.string().trim().min(1, { error: 'Please enter message' }).max(500),
  /** The page it happened on, without its query (which may hold tokens). */
  Path: z.string().max(300),
  Stack: z.string().max(4000).optional(),
  DurationMs: z.number().min(0).max(600_000).optional(),
});
export type ClientEvent = z.infer<typeof ClientEventSchema>;

export const StoredClientEventSchema = ClientEventSchema.extend({
  UUID: UuidSchema,
  ReceivedAtNanos: NanosSchema,
});
export type StoredClientEvent = z.infer<typeof StoredClientEventSchema>;
