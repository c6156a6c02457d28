import { z } from 'zod';
import { AuthDataSchema } from '../entities/auth';
import {
  AuthCheckRequestSchema,
  AuthCheckResultSchema,
  AuthRolesRequestSchema,
  AuthRolesSchema,
  CodeRequestSchema,
  CustomTokenSchema,
  EmailVerificationConfirmQuerySchema,
  EmailVerificationStatusSchema,
  EmailVerifiedSchema,
  ForgotEmailRequestSchema,
  ForgotPasswordRequestSchema,
  IdentityConsentRequestSchema,
  IdentityConsentSchema,
  IdentityLinkRequestSchema,
  IdentityLinkSchema,
  InvitationAcceptedSchema,
  MfaChallengeSchema,
  MfaVerifiedSchema,
  SentSchema,
  SetPasswordRequestSchema,
  SignUpRequestSchema,
  SocialProviderSchema,
} from '../entities/access';
import { EmailSchema, OkSchema, SpidParamSchema, UuidParamSchema, UuidSchema } from '../entities/common';
import { defineContract } from './define';

/*
 * Account access. Where the specification gives no path (sign-up, the recovery requests, the provider's
 * consent screen, identity link) the paths follow its legacy v2 REST with the SPID. The access invitation is
 * written with its host path `/api/customers/v1/invitation`; the API base is `/api`, so its contract path is
 * `/customers/v1/invitation` and the full URL is exactly the specification's. The reseller API's auth_roles sits
 * under the same base.
 */
const tags = ['access'] as const;

export const accessContracts = {
  signUp: defineContract({
    id: 'access.signUp',
    method: 'post',
    path: '/v2/:spid/customer',
    summary:
      'Sign-up: with email and password (the password policy), or with the identity token of a social sign-in ' +
      '(identity link; no password). DisplayName is first and last name separated by two spaces; terms and ' +
      'privacy must be accepted. Creates the login and its first account, emails a verification link to an ' +
      'email sign-up, and answers signed in.',
    access: 'public',
    params: SpidParamSchema,
    body: SignUpRequestSchema,
    response: AuthDataSchema,
    status: 201,
    errors: [
      'email_taken',
      'password_policy',
      'name_required',
      'terms_not_accepted',
      'no_identity_token',
      'identity_token_invalid',
      'identity_taken',
    ],
    tags,
  }),
  identityConsent: defineContract({
    id: 'access.identityConsent',
    method: 'post',
    path: '/identity/:provider/token',
    summary:
      'Simulation: stands in for the consent screen of Google, Apple or Facebook. Issues a signed identity ' +
      'token for the identity entered (10 minutes), which POST /v2/{spid}/auth takes as AuthCode.',
    access: 'public',
    params: z.object({ provider: SocialProviderSchema }),
    body: IdentityConsentRequestSchema,
    response: IdentityConsentSchema,
    tags: ['access', 'simulation'],
  }),
  linkIdentity: defineContract({
    id: 'access.linkIdentity',
    method: 'post',
    path: '/v2/:spid/identity_link',
    summary: 'Links the identity of a social sign-in to the signed-in login, which can then sign in with it.',
    access: 'customer',
    params: SpidParamSchema,
    body: IdentityLinkRequestSchema,
    response: IdentityLinkSchema,
    errors: ['no_identity_token', 'identity_token_invalid', 'identity_taken'],
    tags,
  }),
  authCheck: defineContract({
    id: 'access.authCheck',
    method: 'post',
    path: '/v2/:spid/auth_check',
    summary:
      'One-time code sign-in. Without AuthCode: emails a 6-digit code to AuthID (valid 10 minutes; the answer ' +
      'is the same for an unknown email). With AuthCode: signs in. Five wrong codes void the code.',
    access: 'public',
    params: SpidParamSchema,
    body: AuthCheckRequestSchema,
    response: AuthCheckResultSchema,
    errors: ['invalid_code'],
    throttles: ['sends_locked', 'sign_in_locked', 'code_attempts_used'],
    tags,
  }),
  createCustomToken: defineContract({
    id: 'access.createCustomToken',
    method: 'post',
    path: '/v2/auth_token',
    summary:
      'A custom sign-in token for the signed-in login (one use, 5 minutes): its link signs the holder in to the ' +
      'portal, so a session can be handed over from the app.',
    access: 'customer',
    response: CustomTokenSchema,
    status: 201,
    tags,
  }),
  redeemCustomToken: defineContract({
    id: 'access.redeemCustomToken',
    method: 'get',
    path: '/v2/auth_token/:id',
    summary: 'Signs in with a custom token; the token is then used up.',
    access: 'public',
    params: z.object({ id: UuidSchema }),
    response: AuthDataSchema,
    errors: ['invalid_code'],
    tags,
  }),
  startMfa: defineContract({
    id: 'access.startMfa',
    method: 'post',
    path: '/customers/:uuid/mfa',
    summary:
      'Multi-factor verification of an account: when it is on, sends a 6-digit code (SMS to the account’s ' +
      'mobile number) and answers Required with where it went; otherwise answers Required false.',
    access: 'customer',
    params: UuidParamSchema,
    owner: 'uuid',
    response: MfaChallengeSchema,
    beforeMfa: true,
    tags,
  }),
  verifyMfa: defineContract({
    id: 'access.verifyMfa',
    method: 'put',
    path: '/customers/:uuid/mfa',
    summary:
      'Checks the multi-factor code ("No Code" without one) and answers a token that opens the account; until ' +
      'then every call on the account answers 403 mfa_required.',
    access: 'customer',
    params: UuidParamSchema,
    owner: 'uuid',
    body: CodeRequestSchema,
    response: MfaVerifiedSchema,
    beforeMfa: true,
    errors: ['no_code', 'invalid_code'],
    throttles: ['code_attempts_used'],
    tags,
  }),
  forgotEmail: defineContract({
    id: 'access.forgotEmail',
    method: 'post',
    path: '/v2/:spid/forgot_email',
    summary:
      'Forgotten email: an SMS with the email address of each login using this mobile number is sent to it. ' +
      'The answer is the same when no account uses the number.',
    access: 'public',
    params: SpidParamSchema,
    body: ForgotEmailRequestSchema,
    response: SentSchema,
    throttles: ['sends_locked'],
    tags,
  }),
  forgotPassword: defineContract({
    id: 'access.forgotPassword',
    method: 'post',
    path: '/v2/:spid/forgot_password',
    summary:
      'Forgotten password: emails a link to the reset page (valid 1 hour) to a login that has a password. The ' +
      'answer is the same for an unknown email.',
    access: 'public',
    params: SpidParamSchema,
    body: ForgotPasswordRequestSchema,
    response: SentSchema,
    throttles: ['sends_locked'],
    tags,
  }),
  setPassword: defineContract({
    id: 'access.setPassword',
    method: 'put',
    path: '/v2/:spid/auth/LOCAL/:authId',
    summary:
      'Sets the password of the login whose AuthID (email) is in the path: with the ResetToken of an emailed ' +
      'link, or with the token header of that login (then OldPassword, when sent, must be right and differ). ' +
      'The new password must meet the policy.',
    access: 'guest',
    params: SpidParamSchema.extend({ authId: EmailSchema }),
    body: SetPasswordRequestSchema,
    response: OkSchema,
    errors: ['password_policy', 'password_same', 'wrong_old_password', 'link_invalid', 'not_allowed'],
    tags,
  }),
  sendEmailVerification: defineContract({
    id: 'access.sendEmailVerification',
    method: 'get',
    path: '/customer/:uuid/email_verification/send',
    summary:
      'Emails a verification link to the account’s email (the active one again, if there is one; valid 24 hours).',
    access: 'customer',
    params: UuidParamSchema,
    owner: 'uuid',
    response: EmailVerificationStatusSchema,
    throttles: ['sends_locked'],
    tags,
  }),
  resendEmailVerification: defineContract({
    id: 'access.resendEmailVerification',
    method: 'get',
    path: '/customer/:uuid/email_verification/resend',
    summary: 'Emails a new verification link; earlier links stop working.',
    access: 'customer',
    params: UuidParamSchema,
    owner: 'uuid',
    response: EmailVerificationStatusSchema,
    throttles: ['sends_locked'],
    tags,
  }),
  confirmEmailVerification: defineContract({
    id: 'access.confirmEmailVerification',
    method: 'get',
    path: '/customer/:uuid/email_verification/confirm',
    summary:
      'Confirms the email with the Secret of the emailed link (no sign-in needed: the Secret is the proof). ' +
      'CustomerUUID must be the account in the path.',
    access: 'public',
    params: UuidParamSchema,
    query: EmailVerificationConfirmQuerySchema,
    response: EmailVerifiedSchema,
    errors: ['link_invalid'],
    tags,
  }),
  acceptInvitation: defineContract({
    id: 'access.acceptInvitation',
    method: 'post',
    path: '/customers/v1/invitation',
    summary:
      'Accepts an access invitation by its code (for the invited email’s login). Answers the CustomerUUID of ' +
      'the shared account, which the client then pushes to auth_roles.',
    access: 'customer',
    body: CodeRequestSchema,
    response: InvitationAcceptedSchema,
    errors: ['no_code', 'invalid_code', 'invitation_other_email'],
    tags,
  }),
  pushAuthRoles: defineContract({
    id: 'access.pushAuthRoles',
    method: 'post',
    path: '/customers/:id/auth_roles',
    summary:
      'Reseller API: per-customer role records of the login :id (the caller’s own). Each CustomerUUID must be ' +
      'an account of the login or one of an invitation it accepted, which it then gains; only the customer ' +
      'role can be pushed. Answers all role records of the login.',
    access: 'customer',
    params: z.object({ id: UuidSchema }),
    body: AuthRolesRequestSchema,
    response: AuthRolesSchema,
    errors: ['not_allowed'],
    tags,
  }),
};
