import {
  contracts,
  signUpDisplayName,
  type Identity,
  type IdentityProvider,
  type Login,
  type TokenProvider,
} from '@portal/shared';
import {
  signIdentityToken,
  subjectFor,
  verifyIdentityToken,
  type SocialIdentity,
} from '../auth/identity-token';
import type { MockContext } from '../context';
import { ApiError, badRequest, conflict } from '../http/api-error';
import { route, type RouteRequest } from '../http/route';
import { authDataFor } from '../auth/auth-data';
import type { HandlerGroup } from './types';

const c = contracts.access;

export const loginByEmail = (ctx: MockContext, email: string | undefined): Login | undefined => {
  const wanted = email?.trim().toLowerCase();
  return wanted ? ctx.db.logins.first((l) => l.Email.toLowerCase() === wanted) : undefined;
};

/** The auth data of a sign-in through any of the access flows, honouring roles and the short-token scenario. */
export const signedIn = (
  ctx: MockContext,
  login: Login,
  provider: IdentityProvider,
  req: Pick<RouteRequest<typeof c.signUp>, 'scenario'>,
) => authDataFor(ctx, login, provider, { includeRoles: true, short: req.scenario('auth.short-token') });

/**
 * The identity in the token a social sign-in sends: "No identity_token" without one; 401 (error number 1002, so
 * a signed-in client keeps its session) for a token that is not valid or is another provider's. A FIREBASE token
 * may carry an identity of any provider.
 */
export async function identityFrom(
  ctx: MockContext,
  provider: TokenProvider,
  token: string | undefined,
): Promise<SocialIdentity> {
  if (!token?.trim()) throw badRequest('no_identity_token');
  const identity = await verifyIdentityToken(ctx, token.trim());
  if (!identity || (provider !== 'FIREBASE' && identity.provider !== provider)) {
    throw new ApiError(401, 'identity_token_invalid', { ErrorNumber: 1002 });
  }
  return identity;
}

export const linkedIdentity = (ctx: MockContext, identity: SocialIdentity) =>
  ctx.db.identities.first((i) => i.Provider === identity.provider && i.Subject === identity.subject);

/** Sign-in with the identity token of Google, Apple, Facebook or Firebase (POST /v2/{spid}/auth). */
export async function socialLogin(
  ctx: MockContext,
  provider: TokenProvider,
  token: string | undefined,
): Promise<Login> {
  const identity = await identityFrom(ctx, provider, token);
  const linked = linkedIdentity(ctx, identity);
  const login = linked && ctx.db.logins.find(linked.LoginUUID);
  if (!login) throw new ApiError(404, 'identity_not_linked');
  return login;
}

/** Records a way into the login: its password (by email) or a social identity. */
export function storeIdentity(
  ctx: MockContext,
  login: Login,
  identity: Pick<Identity, 'Provider' | 'Subject' | 'Email' | 'DisplayName'>,
): Promise<Identity> {
  return ctx.db.identities.insert({
    ...identity,
    UUID: crypto.randomUUID(),
    LoginUUID: login.UUID,
    CreatedAtNanos: ctx.sim.clock.nowNanos(),
  });
}

export const identityHandlers: HandlerGroup = (ctx) => [
  route(ctx, c.identityConsent, async ({ params, body }) => {
    const identity: SocialIdentity = {
      provider: params.provider,
      subject: await subjectFor(params.provider, body.Email ?? body.Name),
      name: body.Name,
      email: body.Email?.toLowerCase(),
    };
    const { token, expiresAtMs } = await signIdentityToken(identity, ctx.sim.clock.now());
    return {
      identity_token: token,
      Provider: identity.provider,
      Subject: identity.subject,
      Name: identity.name,
      ...(identity.email ? { Email: identity.email } : {}),
      ExpiresAtNanos: expiresAtMs * 1_000_000,
    };
  }),
  route(ctx, c.linkIdentity, async ({ body, session }) => {
    const identity = await identityFrom(ctx, body.IdentityProvider, body.identity_token);
    const linked = linkedIdentity(ctx, identity);
    if (linked && linked.LoginUUID !== session.login.UUID) throw conflict('identity_taken');
    if (!linked) {
      await storeIdentity(ctx, session.login, {
        Provider: identity.provider,
        Subject: identity.subject,
        Email: identity.email ?? session.login.Email,
        DisplayName: signUpDisplayName(session.login.FirstName, session.login.LastName),
      });
    }
    return { Linked: true as const, Provider: identity.provider };
  }),
];
