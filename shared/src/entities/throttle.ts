import { z } from 'zod';
import { NanosSchema } from './common';

/**
 * Counted events of one throttle key (failed sign-ins of a login or of a client address, emails sent to an
 * address): the times of those still inside the window, oldest first.
 */
export const ThrottleRecordSchema = z.object({
  Key: z.string().min(1),
  AtNanos: z.array(NanosSchema),
});
export type ThrottleRecord = z.infer<typeof ThrottleRecordSchema>;
