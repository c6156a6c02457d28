import { z } from 'zod';
import { LANGUAGES } from '../config';
import { atLeastOneOf, UuidSchema } from './common';

/**
 * What a login keeps wherever it signs in: its language, and whether it accepted the terms
 * and privacy policy. Accepting cannot be taken back, so the only value a client sends is `true`.
 */
export const UserPreferencesSchema = z.object({
  lang: z.enum(LANGUAGES).nullable(),
  'is-accepted-terms': z.boolean(),
});
export type UserPreferences = z.infer<typeof UserPreferencesSchema>;
export const UserPreferencesChangeSchema = z
  .object({
    lang: z.enum(LANGUAGES),
    'is-accepted-terms': z.literal(true, { error: 'Terms and privacy can only be accepted' }),
  })
  .partial()
  .meta(atLeastOneOf('lang', 'is-accepted-terms'));
export type UserPreferencesChange = z.infer<typeof UserPreferencesChangeSchema>;
export const StoredUserPreferencesSchema = UserPreferencesSchema.extend({ LoginUUID: UuidSchema });
export type StoredUserPreferences = z.infer<typeof StoredUserPreferencesSchema>;

/**
 * What an account keeps (besides its notification preferences): whether the prompt to add
 * a rewards number (the account's external id, ExternalRef5) was dismissed for good. The spelling is the
 * backend's.
 */
export const CustomerPreferencesSchema = z.object({ HideExternalIDPromt: z.boolean() });
export type CustomerPreferences = z.infer<typeof CustomerPreferencesSchema>;
export const CustomerPreferencesChangeSchema = CustomerPreferencesSchema.partial().meta(
  atLeastOneOf('HideExternalIDPromt'),
);
export const StoredCustomerPreferencesSchema = CustomerPreferencesSchema.extend({ CustomerUUID: UuidSchema });
export type StoredCustomerPreferences = z.infer<typeof StoredCustomerPreferencesSchema>;
