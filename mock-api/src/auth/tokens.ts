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

export type TokenCheck =
  { ok: true; claims: TokenClaims; expiresAt: number } | { ok: false; reason: 'expired' | 'invalid' };

/** Signs and verifies HS256 JWTs against the virtual clock, so a test can make a token expire by advancing it. */
export class TokenService {
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
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(login.UUID)
      .setIssuedAt(nowS)
      .setExpirationTime(expiresAt)
      .setIssuer('portal-mock-api')
      .sign(this.key());
    return { jwt, expiresAt };
  }

  /** `graceS` lets JWT_REFRESH exchange a token that expired a while ago. */
  async verify(token: string, graceS = 0): Promise<TokenCheck> {
    try {
      const { payload } = await jwtVerify(token, this.key(), {
        algorithms: ['HS256'],
        issuer: 'portal-mock-api',
        currentDate: new Date(this.sim.clock.now()),
        clockTolerance: graceS,
      });
      const claims = TokenClaimsSchema.safeParse(payload);
      if (!claims.success) return { ok: false, reason: 'invalid' };
      return { ok: true, claims: claims.data, expiresAt: payload.exp ?? 0 };
    } catch (e) {
      return { ok: false, reason: e instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
    }
  }

  verifyForRefresh(token: string): Promise<TokenCheck> {
    return this.verify(token, TOKEN_REFRESH_GRACE_S);
  }
}
