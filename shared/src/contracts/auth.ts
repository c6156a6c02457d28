import { AuthDataSchema, SignInRequestSchema } from '../entities/auth';
import { SpidParamSchema } from '../entities/common';
import { defineContract } from './define';

export const authContracts = {
  signIn: defineContract({
    id: 'auth.signIn',
    method: 'post',
    path: '/v2/:spid/auth',
    summary:
      'Sign in with LOCAL (AuthID is the email, AuthCode the password) or JWT_REFRESH (AuthCode is the current token).',
    access: 'public',
    params: SpidParamSchema,
    body: SignInRequestSchema,
    response: AuthDataSchema,
    errors: ['invalid_credentials', 'token_expired'],
    tags: ['auth'],
  }),
};
