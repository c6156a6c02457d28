import {
  contracts,
  ERRORS,
  normaliseNzMobile,
  normaliseSocialName,
  SPID,
  signUpDisplayName,
  signUpProblems,
  socialAccountEmail,
  splitSignUpDisplayName,
  type Customer,
  type Login,
  type SignUpField,
  type SignUpProblem,
} from '@portal/shared';
import { hashPassword } from '../auth/password';
import type { SocialIdentity } from '../auth/identity-token';
import type { MockContext } from '../context';
import type { ApiError } from '../http/api-error';
import { badRequest, conflict } from '../http/api-error';
import { route } from '../http/route';
import { identityFrom, linkedIdentity, loginByEmail, signedIn, storeIdentity } from './access-identity';
import { sendVerification } from './access-verification';
import { recordAcceptedTerms } from './preferences';
import type { HandlerGroup } from './types';

const c = contracts.access;

const FIELD_PATH: Record<SignUpField, string> = {
  name: 'body.DisplayName',
  email: 'body.Email',
  password: 'body.Password',
  confirmPassword: 'body.Password',
  acceptTerms: 'body.AcceptTerms',
  acceptPrivacy: 'body.AcceptPrivacy',
};

function refuse(problems: Partial<Record<SignUpField, SignUpProblem>>): ApiError | undefined {
  const entries = Object.entries(problems) as [SignUpField, SignUpProblem][];
  const [first] = entries;
  if (!first) return undefined;
  const text = (p: SignUpProblem, field: SignUpField) =>
    p === 'required' ? `Please enter ${field}` : ERRORS[p];
  return badRequest(first[1] === 'required' ? 'validation' : first[1], {
    err_message: text(first[1], first[0]),
    errors: entries.map(([field, p]) => ({ path: FIELD_PATH[field], message: text(p, field) })),
  });
}

/** The new login and its first account, as one sign-up creates them. */
async function createAccount(
  ctx: MockContext,
  input: Pick<
    Login,
    'Email' | 'PasswordHash' | 'IdentityProvider' | 'FirstName' | 'LastName' | 'MobileNumber'
  > &
    Pick<Customer, 'EmailVerified'>,
): Promise<{ login: Login; customer: Customer }> {
  const now = ctx.sim.clock.nowNanos();
  const { EmailVerified, ...loginFields } = input;
  const customer = await ctx.db.customers.insert({
    UUID: crypto.randomUUID(),
    SPID,
    FirstName: input.FirstName,
    LastName: input.LastName,
    Email: input.Email,
    MobileNumber: input.MobileNumber,
    ExternalRef5: '',
    EmailVerified,
    AccountState: 'Active',
    AccountType: 'new',
    CreatedAtNanos: now,
  });
  const login = await ctx.db.logins.insert({
    ...loginFields,
    UUID: crypto.randomUUID(),
    SPID,
    Roles: ['customer'],
    CustomerUUIDs: [customer.UUID],
    CreatedAtNanos: now,
  });
  await ctx.db.authRoles.insert({
    UUID: crypto.randomUUID(),
    LoginUUID: login.UUID,
    CustomerUUID: customer.UUID,
    Role: 'customer',
    CreatedAtNanos: now,
  });
  await recordAcceptedTerms(ctx, login.UUID);
  return { login, customer };
}

export const signUpHandlers: HandlerGroup = (ctx) => [
  route(ctx, c.signUp, async (req) => {
    const { body } = req;
    const provider = body.IdentityProvider;
    const identity: SocialIdentity | undefined =
      provider === 'LOCAL' ? undefined : await identityFrom(ctx, provider, body.identity_token);
    // A social identity brings its own name, normalised when it is not exactly two parts.
    const names = body.DisplayName.trim()
      ? splitSignUpDisplayName(body.DisplayName)
      : normaliseSocialName(identity?.name ?? '');
    const problem = refuse(
      signUpProblems(
        {
          firstName: names.FirstName,
          lastName: names.LastName,
          email: body.Email,
          password: body.Password,
          acceptTerms: body.AcceptTerms,
          acceptPrivacy: body.AcceptPrivacy,
        },
        identity ? 'social' : 'email',
      ),
    );
    if (problem) throw problem;
    const email = identity
      ? socialAccountEmail(identity.provider, identity.subject, identity.email)
      : (body.Email ?? '').trim().toLowerCase();
    if (identity && linkedIdentity(ctx, identity)) throw conflict('identity_taken');
    if (loginByEmail(ctx, email)) throw conflict('email_taken');

    const { login, customer } = await createAccount(ctx, {
      Email: email,
      PasswordHash: identity ? '' : await hashPassword(body.Password ?? ''),
      IdentityProvider: identity ? identity.provider : 'LOCAL',
      FirstName: names.FirstName,
      LastName: names.LastName,
      MobileNumber: body.MobileNumber ? (normaliseNzMobile(body.MobileNumber) ?? '') : '',
      // The provider has verified a shared email; an @null.null one counts as verified by rule anyway.
      EmailVerified: !!identity?.email,
    });
    await storeIdentity(ctx, login, {
      Provider: identity ? identity.provider : 'LOCAL',
      Subject: identity ? identity.subject : email,
      Email: email,
      DisplayName: signUpDisplayName(names.FirstName, names.LastName),
    });
    if (!identity) await sendVerification(ctx, customer, false);
    return signedIn(ctx, login, provider, req);
  }),
];
