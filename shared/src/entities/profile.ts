import { z } from 'zod';
import { MobileInputSchema } from './access';
import { atLeastOneOf, EmailSchema, SpidSchema, UuidSchema } from './common';

const NameSchema = z.string().trim().min(1, { error: 'Please enter first and last name' }).max(60);

/**
 * PUT /customer/{uuid}: the account's own details. SPID must come with the payload (the update
 * needs payload, SPID and UUID, and the error names what is missing).
 */
export const CustomerUpdateSchema = z
  .object({
    SPID: SpidSchema,
    FirstName: NameSchema.optional(),
    LastName: NameSchema.optional(),
    MobileNumber: MobileInputSchema.optional(),
    /** The rewards number (auth-to-set-true-rewards-number). */
    ExternalRef5: z.string().trim().max(40).optional(),
  })
  .meta(atLeastOneOf('FirstName', 'LastName', 'MobileNumber', 'ExternalRef5'));
export type CustomerUpdate = z.infer<typeof CustomerUpdateSchema>;

/** PUT /v2/{spid}/customer/{uid}: a new email, after re-authentication with the current password. */
/** The new email, with the current password, or for a login without one (social sign-in) the emailed code. */
export const ChangeEmailSchema = z.object({
  SPID: SpidSchema,
  Email: EmailSchema,
  Password: z.string().min(1, { error: 'Please enter your current password' }).max(256).optional(),
  Code: z.string().max(16).optional(),
});
export type ChangeEmail = z.infer<typeof ChangeEmailSchema>;

/** 2 means opted in, 0 not. */
export const PreferenceValueSchema = z.union([z.literal(0), z.literal(2)]);
export const NOTIFICATION_TOPICS = ['AccountEmail', 'OffersEmail', 'OffersSms', 'UsageAlertsSms'] as const;
export const NotificationPreferencesSchema = z.object({
  AccountEmail: PreferenceValueSchema,
  OffersEmail: PreferenceValueSchema,
  OffersSms: PreferenceValueSchema,
  UsageAlertsSms: PreferenceValueSchema,
});
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;
export const StoredPreferencesSchema = NotificationPreferencesSchema.extend({ CustomerUUID: UuidSchema });

/** An addon of the account's mobile service (the profile area needs at least one). */
export const AddonSchema = z.object({
  UUID: UuidSchema,
  CustomerUUID: UuidSchema,
  Name: z.string(),
  Kind: z.enum(['plan', 'data', 'roaming', 'calling']),
});
export type Addon = z.infer<typeof AddonSchema>;
export const AddonListSchema = z.object({ Addons: z.array(AddonSchema) });
