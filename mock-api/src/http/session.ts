import type { Access, ErrorCode, Login } from '@portal/shared';
import type { TokenProblem } from '../auth/tokens';
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

/** What the pipeline reads headers through: a Fetch `Headers` or the Express adapter's view of Node's headers. */
export interface HeaderSource {
  get(name: string): string | null;
}

/** The bearer token, or the `x-auth-token` header one variant of the provider-side module sends. */
export function tokenFrom(request: { headers: HeaderSource }): string | undefined {
  const auth = request.headers.get('authorization');
  if (auth?.toLowerCase().startsWith('bearer ')) return auth.slice(7).trim() || undefined;
  return request.headers.get('x-auth-token')?.trim() || undefined;
}

/** Resolves the caller (401 without a good token) and checks the role the access level needs (403). */
const TOKEN_ERROR: Record<TokenProblem, ErrorCode> = {
  expired: 'token_expired',
  malformed: 'token_malformed',
  signature: 'token_bad_signature',
  algorithm: 'token_algorithm',
  invalid: 'token_invalid',
};

export async function resolveSession(
  ctx: MockContext,
  request: { headers: HeaderSource },
  access: Access,
): Promise<Session | null> {
  if (access === 'public') return null;
  const token = tokenFrom(request);
  if (!token) {
    if (access === 'guest') return null;
    throw unauthorized('no_auth_token');
  }
  const check = await ctx.tokens.verify(token);
  if (!check.ok) throw unauthorized(TOKEN_ERROR[check.reason]);
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
