import { SPID, type AuthData, type IdentityProvider, type Login } from '@portal/shared';
import type { MockContext } from '../context';

/** A token that expires 6 minutes after signing: inside the 5-minute margin within a minute. */
const SHORT_TOKEN_S = 6 * 60;

/** The answer of every way of signing in: a fresh token for the login and what the apps show of it. */
export async function authDataFor(
  ctx: MockContext,
  login: Login,
  provider: IdentityProvider,
  opts: { includeRoles?: boolean; short?: boolean; mfa?: readonly string[] } = {},
): Promise<AuthData> {
  const { jwt, expiresAt } = await ctx.tokens.sign(login, opts.short ? SHORT_TOKEN_S : undefined, opts.mfa);
  return {
    JWT: jwt,
    JWTExpiry: expiresAt,
    UUID: login.UUID,
    SPID,
    FirstName: login.FirstName,
    LastName: login.LastName,
    Email: login.Email,
    AuthID: login.Email,
    MobileNumber: login.MobileNumber,
    IdentityProvider: provider,
    HasPassword: !!login.PasswordHash,
    ...(opts.includeRoles ? { roles: login.Roles } : {}),
    // An account whose check this session already passed (a refreshed token keeps it) does not ask again.
    CustomerAccounts: login.CustomerUUIDs.map((uuid) => ({
      UUID: uuid,
      MfaRequired: !!ctx.db.mfaSettings.find(uuid) && !opts.mfa?.includes(uuid),
    })),
  };
}
