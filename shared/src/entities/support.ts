import { z } from 'zod';

export const SupportPlatformSchema = z.enum(['web', 'ios', 'android']);

/**
 * The chat login answer. A missing Token is the client's "No Zendesk Chat Token". Strict, so an error
 * body is never mistaken for an answer without a token.
 */
export const SupportLoginSchema = z.strictObject({ Token: z.string().min(1).optional() });
export type SupportLogin = z.infer<typeof SupportLoginSchema>;
