import { SignJWT, jwtVerify } from 'jose';
import { ACCESS_LIMITS, SocialProviderSchema, type SocialProvider } from '@portal/shared';
import type { MockContext } from '../context';

/**
 * Identity tokens of the simulated social providers: what Google, Apple or Facebook would hand back after their
 * consent screen. Another issuer and another key than session tokens, so neither passes for the other. The key
 * is public on purpose: the consent endpoint hands a token out for any identity anyway, and tests sign their own.
 */
const ISSUER = 'portal-mock-identity';
const KEY = new TextEncoder().encode('portal-mock-identity-provider');

export interface SocialIdentity {
  provider: SocialProvider;
  subject: string;
  name: string;
  email?: string;
}

/**
 * A provider's user id: the same identity always gets the same one (so it signs in to the same login again),
 * shaped like the 21-digit ids Google gives.
 */
export async function subjectFor(provider: SocialProvider, emailOrName: string): Promise<string> {
  const seed = new TextEncoder().encode(`${provider}:${emailOrName.trim().toLowerCase()}`);
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', seed));
  return [...hash.slice(0, 21)].map((b) => String(b % 10)).join('');
}

/** Signs as the provider would, at `nowMs` of the virtual clock. */
export async function signIdentityToken(
  identity: SocialIdentity,
  nowMs: number,
  lifetimeMs: number = ACCESS_LIMITS.identityTokenMs,
): Promise<{ token: string; expiresAtMs: number }> {
  const expiresAtMs = nowMs + lifetimeMs;
  const token = await new SignJWT({
    name: identity.name,
    ...(identity.email ? { email: identity.email } : {}),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(identity.provider)
    .setSubject(identity.subject)
    .setIssuedAt(Math.floor(nowMs / 1000))
    .setExpirationTime(Math.floor(expiresAtMs / 1000))
    .sign(KEY);
  return { token, expiresAtMs };
}

/** The identity in a token, if the token is one of ours, unexpired and well formed. */
export async function verifyIdentityToken(
  ctx: MockContext,
  token: string,
): Promise<SocialIdentity | undefined> {
  try {
    const { payload } = await jwtVerify(token, KEY, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      currentDate: new Date(ctx.sim.clock.now()),
    });
    const provider = SocialProviderSchema.safeParse(payload.aud);
    if (!provider.success || !payload.sub || typeof payload.name !== 'string') return undefined;
    return {
      provider: provider.data,
      subject: payload.sub,
      name: payload.name,
      email: typeof payload.email === 'string' ? payload.email : undefined,
    };
  } catch {
    return undefined;
  }
}
