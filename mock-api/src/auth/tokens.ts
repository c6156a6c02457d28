import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import {
  SPID,
  TOKEN_LIFETIME_S,
  TOKEN_REFRESH_GRACE_S,
  TokenClaimsSchema,
  type Login,
  type TokenClaims,
} from '@portal/shared';
import type { Sim } from '../sim/sim';

/** Why a token is refused, so the answer can say what is wrong with it. */
export type TokenProblem = 'expired' | 'malformed' | 'signature' | 'algorithm' | 'invalid';

export type TokenCheck =
  { ok: true; claims: TokenClaims; expiresAt: number } | { ok: false; reason: TokenProblem };

const SIGNING_ALGORITHM = 'HS256';

/** Reads the protected header without trusting it: only to tell a malformed token from one of another algorithm. */
function headerProblem(token: string): TokenProblem | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return 'malformed';
  try {
    const header: unknown = JSON.parse(new TextDecoder().decode(base64UrlBytes(parts[0] ?? '')));
    if (typeof header !== 'object' || header === null) return 'malformed';
    if ((header as { alg?: unknown }).alg !== SIGNING_ALGORITHM) return 'algorithm';
  } catch {
    return 'malformed';
  }
  return undefined;
}

function base64UrlBytes(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('not base64url');
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4)), (c) => c.charCodeAt(0));
}

function problemOf(error: unknown): TokenProblem {
  if (error instanceof joseErrors.JWTExpired) return 'expired';
  if (error instanceof joseErrors.JWSSignatureVerificationFailed) return 'signature';
  if (error instanceof joseErrors.JOSEAlgNotAllowed || error instanceof joseErrors.JOSENotSupported)
    return 'algorithm';
  if (error instanceof joseErrors.JWSInvalid || error instanceof joseErrors.JWTInvalid) return 'malformed';
  return 'invalid';
}

/** Tokens whose signature was checked, kept at most this many: a signed-in client sends the same one each time. */
const VERIFIED_TOKENS = 1_000;

interface Verified {
  /** The secret the signature was checked with; a token is checked again when the secret is another. */
  secret: string;
  claims: TokenClaims;
  expiresAt: number;
}

/** Signs and verifies HS256 JWTs against the virtual clock, so a test can make a token expire by advancing it. */
export class TokenService {
  /**
   * Checking a signature is most of what an authenticated GET costs; the same token string with the same secret
   * checks the same way every time. What depends on the clock (expiry) is checked on every call.
   */
  private readonly verified = new Map<string, Verified>();

  constructor(private readonly sim: Sim) {}

  private key(): Uint8Array {
    return new TextEncoder().encode(this.sim.tokenSecret);
  }

  /** `mfa` lists the accounts whose multi-factor check the session has passed. */
  async sign(
    login: Login,
    lifetimeS = TOKEN_LIFETIME_S,
    mfa: readonly string[] = [],
  ): Promise<{ jwt: string; expiresAt: number }> {
    const nowS = Math.floor(this.sim.clock.now() / 1000);
    const expiresAt = nowS + lifetimeS;
    const claims: Omit<TokenClaims, 'sub'> = { email: login.Email, roles: login.Roles, spid: SPID };
    if (mfa.length > 0) claims.mfa = [...new Set(mfa)];
    const jwt = await new SignJWT(claims)
      .setProtectedHeader({ alg: SIGNING_ALGORITHM, typ: 'JWT' })
      .setSubject(login.UUID)
      .setIssuedAt(nowS)
      .setExpirationTime(expiresAt)
      .setIssuer('portal-mock-api')
      .sign(this.key());
    return { jwt, expiresAt };
  }

  /** `graceS` lets JWT_REFRESH exchange a token that expired a while ago. */
  async verify(token: string, graceS = 0): Promise<TokenCheck> {
    const known = this.verified.get(token);
    if (known && known.secret === this.sim.tokenSecret) {
      // As the signature check does it: a token is expired from its `exp` second on, less the grace.
      const nowS = Math.floor(this.sim.clock.now() / 1000);
      if (known.expiresAt <= nowS - graceS) return { ok: false, reason: 'expired' };
      return { ok: true, claims: known.claims, expiresAt: known.expiresAt };
    }
    const problem = headerProblem(token);
    if (problem) return { ok: false, reason: problem };
    try {
      const { payload } = await jwtVerify(token, this.key(), {
        algorithms: [SIGNING_ALGORITHM],
        issuer: 'portal-mock-api',
        currentDate: new Date(this.sim.clock.now()),
        clockTolerance: graceS,
      });
      const claims = TokenClaimsSchema.safeParse(payload);
      if (!claims.success) return { ok: false, reason: 'invalid' };
      const expiresAt = payload.exp ?? 0;
      if (payload.exp !== undefined)
        this.remember(token, { secret: this.sim.tokenSecret, claims: claims.data, expiresAt });
      return { ok: true, claims: claims.data, expiresAt };
    } catch (e) {
      return { ok: false, reason: problemOf(e) };
    }
  }

  private remember(token: string, verified: Verified): void {
    if (this.verified.size >= VERIFIED_TOKENS)
      this.verified.delete(this.verified.keys().next().value as string);
    this.verified.set(token, verified);
  }

  verifyForRefresh(token: string): Promise<TokenCheck> {
    return this.verify(token, TOKEN_REFRESH_GRACE_S);
  }
}
