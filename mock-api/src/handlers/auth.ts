import { contracts } from '@portal/shared';
import { authDataFor } from '../auth/auth-data';
import { verifyPassword } from '../auth/password';
import {
  clearEvents,
  countEvent,
  refuseWhenLocked,
  signInFailuresOfAddress,
  signInFailuresOfLogin,
} from '../auth/throttle';
import { ApiError, unauthorized } from '../http/api-error';
import { route } from '../http/route';
import { socialLogin } from './access-identity';
import type { HandlerGroup } from './types';

const c = contracts.auth;
const invalidCredentials = () => new ApiError(401, 'invalid_credentials', { ErrorNumber: 1002 });

export const authHandlers: HandlerGroup = (ctx) => [
  route(ctx, c.signIn, async ({ body, scenario, request }) => {
    const opts = { includeRoles: body.IncludeRoles, short: scenario('auth.short-token') };
    if (body.IdentityProvider === 'LOCAL') {
      const email = body.AuthID?.trim().toLowerCase() ?? '';
      const ofLogin = signInFailuresOfLogin(email);
      const ofAddress = signInFailuresOfAddress(request);
      // A locked login is refused before the password is looked at, so guessing on learns nothing.
      refuseWhenLocked(ctx, c.signIn, 'sign_in_locked', ofLogin, ofAddress);
      const login = email ? ctx.db.logins.first((l) => l.Email.toLowerCase() === email) : undefined;
      // The same answer for an unknown email and a wrong password, so neither can be probed.
      if (!login || !login.PasswordHash || !(await verifyPassword(body.AuthCode ?? '', login.PasswordHash))) {
        await countEvent(ctx, ofLogin, ofAddress);
        throw invalidCredentials();
      }
      clearEvents(ctx, ofLogin);
      return authDataFor(ctx, login, 'LOCAL', opts);
    }
    if (body.IdentityProvider === 'JWT_REFRESH') {
      const check = body.AuthCode ? await ctx.tokens.verifyForRefresh(body.AuthCode) : undefined;
      if (!check?.ok) throw unauthorized('token_expired');
      const login = ctx.db.logins.find(check.claims.sub);
      if (!login) throw unauthorized('no_user');
      return authDataFor(ctx, login, 'JWT_REFRESH', { ...opts, mfa: check.claims.mfa });
    }
    // Google, Apple, Facebook, Firebase: AuthCode is the identity token of the provider's (simulated) consent step.
    const login = await socialLogin(ctx, body.IdentityProvider, body.AuthCode);
    return authDataFor(ctx, login, body.IdentityProvider, opts);
  }),
];
