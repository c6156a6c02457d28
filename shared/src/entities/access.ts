import { z } from 'zod';
import { SIGN_UP_DISPLAY_NAME_PATTERN } from '../domain/names';
import { NZ_MOBILE_PATTERN, normaliseNzMobile } from '../domain/nz-mobile';
import { passwordPolicyJsonSchema } from '../domain/password-policy';
import { AuthDataSchema } from './auth';
import { EmailSchema, NanosSchema, RoleSchema, SpidSchema, UuidSchema } from './common';

/*
 * Account access: sign-up, social identities, one-time codes, custom tokens, multi-factor
 * verification, recovery of a forgotten email or password, email verification and access invitations.
 */

export const SocialProviderSchema = z.enum(['GOOGLE', 'APPLE', 'FACEBOOK']);
export type SocialProvider = z.infer<typeof SocialProviderSchema>;
/** Providers that sign in with an identity token; a FIREBASE token carries an identity of any social provider. */
export const TokenProviderSchema = z.enum(['GOOGLE', 'APPLE', 'FACEBOOK', 'FIREBASE']);
export type TokenProvider = z.infer<typeof TokenProviderSchema>;

const IdentityTokenSchema = z.string().max(4096);
/**
 * Text with something besides white space: the behaviours trim codes and tokens and answer their own error code
 * for a blank one, which the document states as this pattern.
 */
const NOT_BLANK = '\\S';
export const MobileInputSchema = z
  .string()
  .trim()
  .max(20)
  .regex(new RegExp(NZ_MOBILE_PATTERN), { error: 'Mobile number format is invalid' })
  .refine((value) => normaliseNzMobile(value) !== undefined, { error: 'Mobile number format is invalid' });

/** A way into a login: its password (LOCAL, by email) or a linked social identity. Never sent as is. */
export const IdentitySchema = z.object({
  UUID: UuidSchema,
  LoginUUID: UuidSchema,
  Provider: z.enum(['LOCAL', 'GOOGLE', 'APPLE', 'FACEBOOK']),
  /** The provider's user id (the email for LOCAL). */
  Subject: z.string(),
  Email: z.string(),
  /** As the sign-up stored it: first and last name separated by two spaces. */
  DisplayName: z.string(),
  CreatedAtNanos: NanosSchema,
});
export type Identity = z.infer<typeof IdentitySchema>;

/** What the user lets the (simulated) provider share on its consent screen. */
export const IdentityConsentRequestSchema = z.object({
  Name: z.string().trim().min(1, { error: 'Please enter a name' }).max(100),
  /** Left out when the identity shares no email (Apple's "hide my email", for example). */
  Email: EmailSchema.optional(),
});
export const IdentityConsentSchema = z.object({
  identity_token: z.string(),
  Provider: SocialProviderSchema,
  Subject: z.string(),
  Name: z.string(),
  Email: z.string().optional(),
  ExpiresAtNanos: NanosSchema,
});
export type IdentityConsent = z.infer<typeof IdentityConsentSchema>;

export const SignUpRequestSchema = z
  .object({
    SPID: SpidSchema,
    /** LOCAL signs up with email and password; the others with the identity token of a social sign-in. */
    IdentityProvider: z.enum(['LOCAL', 'GOOGLE', 'APPLE', 'FACEBOOK', 'FIREBASE']).default('LOCAL'),
    Email: EmailSchema.optional(),
    Password: z.string().max(256).optional(),
    identity_token: IdentityTokenSchema.optional(),
    /**
     * First and last name separated by two spaces (one word serves as both). A social sign-up may leave it blank,
     * and then takes the identity's name.
     */
    DisplayName: z
      .string()
      .max(200)
      .meta({ pattern: `^\\s*$|${SIGN_UP_DISPLAY_NAME_PATTERN}` }),
    MobileNumber: MobileInputSchema.optional(),
    // Refused with terms_not_accepted rather than as a wrong type, so the field stays a boolean here.
    AcceptTerms: z.boolean().meta({ const: true }),
    AcceptPrivacy: z.boolean().meta({ const: true }),
  })
  .meta({
    // The sign-up checks these itself, answering each problem by field with its own code; the document states them.
    description:
      'With IdentityProvider LOCAL (the default): Email, a Password that meets the policy (10 or more ' +
      'characters, upper and lower case letters, a number or symbol) and a DisplayName of first and last name. ' +
      'With another provider: its identity_token. Terms and privacy must be accepted.',
    if: {
      anyOf: [
        { not: { required: ['IdentityProvider'] } },
        { required: ['IdentityProvider'], properties: { IdentityProvider: { const: 'LOCAL' } } },
      ],
    },
    then: {
      required: ['Email', 'Password'],
      properties: {
        Password: passwordPolicyJsonSchema(),
        DisplayName: { pattern: SIGN_UP_DISPLAY_NAME_PATTERN },
      },
    },
    else: { required: ['identity_token'], properties: { identity_token: { pattern: NOT_BLANK } } },
  });
export type SignUpRequest = z.infer<typeof SignUpRequestSchema>;

export const IdentityLinkRequestSchema = z
  .object({
    IdentityProvider: TokenProviderSchema,
    identity_token: IdentityTokenSchema.meta({ pattern: NOT_BLANK }).optional(),
  })
  // Missing or blank, the link answers no_identity_token rather than a validation error.
  .meta({ required: ['IdentityProvider', 'identity_token'] });
export const IdentityLinkSchema = z.object({ Linked: z.literal(true), Provider: SocialProviderSchema });

/** One-time code sign-in: without AuthCode a code is emailed; with it, the code signs in. */
export const AuthCheckRequestSchema = z.object({
  IdentityProvider: z.literal('LOCAL', { error: 'Codes are sent for LOCAL sign-in only' }),
  AuthID: EmailSchema,
  AuthCode: z.string().max(64).optional(),
  SPID: SpidSchema,
  IncludeRoles: z.boolean().optional(),
});
export const CodeSentSchema = z.object({ CodeSent: z.literal(true), ExpiresAtNanos: NanosSchema });
export const AuthCheckResultSchema = z.union([AuthDataSchema, CodeSentSchema]);

/** A custom sign-in token: one use, short-lived; the link signs its holder in to the portal. */
export const CustomTokenSchema = z.object({
  ID: UuidSchema,
  Link: z.string(),
  ExpiresAtNanos: NanosSchema,
});

export const MfaChannelSchema = z.enum(['sms', 'email']);
/** Multi-factor verification turned on for a customer account. */
export const MfaSettingSchema = z.object({
  /** The customer account's UUID. */
  UUID: UuidSchema,
  Channel: MfaChannelSchema,
  EnabledAtNanos: NanosSchema,
});
export type MfaSetting = z.infer<typeof MfaSettingSchema>;
export const MfaChallengeSchema = z.object({
  Required: z.boolean(),
  Channel: MfaChannelSchema.optional(),
  /** Where the code went, masked. */
  To: z.string().optional(),
  ExpiresAtNanos: NanosSchema.optional(),
});
export type MfaChallenge = z.infer<typeof MfaChallengeSchema>;
export const CodeRequestSchema = z
  .object({ code: z.string().max(64).meta({ pattern: NOT_BLANK }).optional() })
  // Missing or blank, the code answers no_code rather than a validation error.
  .meta({ required: ['code'] });
/** A passed check answers a new token that opens the account (the old one still may not). */
export const MfaVerifiedSchema = z.object({
  Verified: z.literal(true),
  JWT: z.string(),
  JWTExpiry: z.number().int(),
});

export const SentSchema = z.object({ Sent: z.literal(true) });
export const ForgotEmailRequestSchema = z.object({ MobileNumber: MobileInputSchema });
export const ForgotPasswordRequestSchema = z.object({ Email: EmailSchema });
/** A new password: with the reset token of an emailed link, or signed in (then the old password, if given, is checked). */
export const SetPasswordRequestSchema = z.object({
  // A weak one answers password_policy; the document states the policy.
  Password: z.string().min(1, { error: 'Please enter a password' }).max(256).meta(passwordPolicyJsonSchema()),
  ResetToken: z.string().max(200).optional(),
  OldPassword: z.string().max(256).optional(),
});

export const EmailVerificationStatusSchema = z.object({
  Sent: z.boolean(),
  Email: z.string(),
  EmailVerified: z.boolean(),
});
export const EmailVerificationConfirmQuerySchema = z.object({
  Secret: z.string().min(1, { error: 'Secret is required' }).max(200),
  CustomerUUID: UuidSchema,
});
export const EmailVerifiedSchema = z.object({ CustomerUUID: UuidSchema, EmailVerified: z.literal(true) });

/** An invitation to share access to a customer account with another login. */
export const AccessInvitationSchema = z.object({
  UUID: UuidSchema,
  Code: z.string(),
  CustomerUUID: UuidSchema,
  InvitedEmail: EmailSchema,
  InvitedByLoginUUID: UuidSchema,
  ExpiresAtNanos: NanosSchema,
  AcceptedByLoginUUID: UuidSchema.optional(),
  AcceptedAtNanos: NanosSchema.optional(),
  CreatedAtNanos: NanosSchema,
});
export type AccessInvitation = z.infer<typeof AccessInvitationSchema>;
export const InvitationAcceptedSchema = z.object({
  CustomerUUID: UuidSchema,
  InvitationUUID: UuidSchema,
  FirstName: z.string(),
  LastName: z.string(),
});
export type InvitationAccepted = z.infer<typeof InvitationAcceptedSchema>;

/** A per-customer role record of a login. */
export const AuthRoleRecordSchema = z.object({
  UUID: UuidSchema,
  LoginUUID: UuidSchema,
  CustomerUUID: UuidSchema,
  Role: RoleSchema,
  CreatedAtNanos: NanosSchema,
});
export type AuthRoleRecord = z.infer<typeof AuthRoleRecordSchema>;
export const AuthRolesRequestSchema = z
  .array(z.object({ CustomerUUID: UuidSchema, Role: RoleSchema.default('customer') }))
  .min(1, { error: 'No role records' })
  .max(50);
export const AuthRolesSchema = z.object({ Roles: z.array(AuthRoleRecordSchema) });

/** Codes, secrets and tokens the access flows send out. A real backend keeps only hashes; the mock keeps them plain. */
export const AccessSecretSchema = z.object({
  UUID: UuidSchema,
  Kind: z.enum(['sign-in-code', 'mfa-code', 'password-reset', 'email-verification', 'custom-token']),
  LoginUUID: UuidSchema,
  CustomerUUID: UuidSchema.optional(),
  Secret: z.string(),
  Attempts: z.number().int().nonnegative(),
  ExpiresAtNanos: NanosSchema,
  UsedAtNanos: NanosSchema.optional(),
  CreatedAtNanos: NanosSchema,
});
export type AccessSecret = z.infer<typeof AccessSecretSchema>;
