import { z } from 'zod';
import { EmailSchema, NanosSchema, RoleSchema, SpidSchema, UuidSchema } from './common';

export const IdentityProviderSchema = z.enum([
  'LOCAL',
  'FIREBASE',
  'FACEBOOK',
  'APPLE',
  'GOOGLE',
  'JWT_REFRESH',
]);
export type IdentityProvider = z.infer<typeof IdentityProviderSchema>;

/** Auth data, answered by a successful sign-in. */
export const AuthDataSchema = z.object({
  JWT: z.string(),
  /** Expiry of the JWT in seconds since the epoch. */
  JWTExpiry: z.number().int(),
  UUID: UuidSchema,
  SPID: SpidSchema,
  FirstName: z.string(),
  LastName: z.string(),
  Email: EmailSchema,
  AuthID: z.string(),
  MobileNumber: z.string(),
  IdentityProvider: IdentityProviderSchema,
  /**
   * Whether the login has a password. A social login has none, whichever way it signed in (an emailed code too),
   * so re-authentication asks it for an emailed code instead. Absent from older answers: then it has one.
   */
  HasPassword: z.boolean().optional(),
  roles: z.array(RoleSchema).optional(),
  /**
   * The login's customer accounts, each with whether it asks for its multi-factor code before it opens: the portal
   * opens the account (and loads what its home needs) straight after signing in, without asking for the list and
   * the check one after the other. Absent from older answers: then the portal asks.
   */
  CustomerAccounts: z.array(z.object({ UUID: UuidSchema, MfaRequired: z.boolean() })).optional(),
});
export type AuthData = z.infer<typeof AuthDataSchema>;

export const SignInRequestSchema = z
  .object({
    IdentityProvider: IdentityProviderSchema,
    AuthID: z.string().min(1, { error: 'AuthID is required' }).max(2048).optional(),
    AuthCode: z.string().min(1, { error: 'AuthCode is required' }).max(4096).optional(),
    AuthNonce: z.string().max(256).optional(),
    SPID: SpidSchema,
    IncludeRoles: z.boolean().optional(),
  })
  // A provider's sign-in without its identity token answers no_identity_token; the document states it.
  .meta({
    if: { properties: { IdentityProvider: { enum: ['GOOGLE', 'APPLE', 'FACEBOOK', 'FIREBASE'] } } },
    then: { required: ['AuthCode'], properties: { AuthCode: { pattern: '\\S' } } },
  });
export type SignInRequest = z.infer<typeof SignInRequestSchema>;

/** A login as the backend stores it: credentials and the customer accounts it owns. Never sent as is. */
export const LoginSchema = z.object({
  UUID: UuidSchema,
  SPID: SpidSchema,
  Email: EmailSchema,
  /** `salt$sha256hex` of the password; empty for social logins, which have no password. */
  PasswordHash: z.string(),
  IdentityProvider: IdentityProviderSchema,
  FirstName: z.string(),
  LastName: z.string(),
  MobileNumber: z.string(),
  Roles: z.array(RoleSchema),
  CustomerUUIDs: z.array(UuidSchema),
  CreatedAtNanos: NanosSchema,
});
export type Login = z.infer<typeof LoginSchema>;

/** The claims the mock signs into every JWT. */
export const TokenClaimsSchema = z.object({
  sub: UuidSchema,
  email: z.string(),
  roles: z.array(RoleSchema),
  spid: z.number().int(),
  /** Accounts whose multi-factor check this session passed; a refreshed token keeps them. */
  mfa: z.array(UuidSchema).optional(),
});
export type TokenClaims = z.infer<typeof TokenClaimsSchema>;
