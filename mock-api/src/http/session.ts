import type { Access, Login } from '@portal/shared';
import type { MockContext } from '../context';
import { forbidden, unauthorized } from './api-error';

export interface Session {
  login: Login;
  token: string;
  expiresAt: number;
  isOperator: boolean;
  isAdmin: boolean;
  /** Accounts whose multi-factor check this token carries. */
  mfa: readonly string[];
  owns(customerUUID: string): boolean;
}

/** The bearer token, or the `x-auth-token` header one variant of the provider-side module sends (002 §7). */
export function tokenFrom(request: Request): string | undefined {
  const auth = request.headers.get('authorization');
  if (auth?.toLowerCase().startsWith('bearer ')) return auth.slice(7).trim() || undefined;
  return request.headers.get('x-auth-token')?.trim() || undefined;
}

/** Resolves the caller (401 without a good token) and checks the role the access level needs (403). */
export async function resolveSession(
  ctx: MockContext,
  request: Request,
  access: Access,
): Promise<Session | null> {
  if (access === 'public') return null;
  const token = tokenFrom(request);
  if (!token) {
    if (access === 'guest') return null;
    throw unauthorized('no_auth_token');
  }
  const check = await ctx.tokens.verify(token);
  if (!check.ok) throw unauthorized(check.reason === 'expired' ? 'token_expired' : 'no_auth_token');
  const login = ctx.db.logins.find(check.claims.sub);
  if (!login) throw unauthorized('no_user');
  const roles = new Set(login.Roles);
  const isAdmin = roles.has('admin') || roles.has('super_admin');
  const isOperator = isAdmin || roles.has('operator');
  if (access === 'customer' && !roles.has('customer')) throw forbidden('not_allowed');
  if (access === 'operator' && !isOperator) throw forbidden('not_allowed');
  if (access === 'admin' && !isAdmin) throw forbidden('not_allowed');
  return {
    login,
    token,
    expiresAt: check.expiresAt,
    isOperator,
    isAdmin,
    mfa: check.claims.mfa ?? [],
    owns: (customerUUID) => login.CustomerUUIDs.includes(customerUUID),
  };
}
