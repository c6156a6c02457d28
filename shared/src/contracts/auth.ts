import { AuthDataSchema, SignInRequestSchema } from '../entities/auth';
import { SpidParamSchema } from '../entities/common';
import { defineContract } from './define';

export const authContracts = {
  signIn: defineContract({
    id: 'auth.signIn',
    method: 'post',
    path: '/v2/:spid/auth',
    summary:
      'Sign in with LOCAL (AuthID is the email, AuthCode the password), JWT_REFRESH (AuthCode is the current ' +
      'token), or GOOGLE, APPLE, FACEBOOK, FIREBASE (AuthCode is the identity token of the provider’s consent ' +
      'step; an identity not linked to a login answers 404 identity_not_linked).',
    access: 'public',
    params: SpidParamSchema,
    body: SignInRequestSchema,
    response: AuthDataSchema,
    errors: [
      'invalid_credentials',
      'token_expired',
      'no_identity_token',
      'identity_token_invalid',
      'identity_not_linked',
    ],
    throttles: ['sign_in_locked'],
    tags: ['auth'],
  }),
};
