import { z } from 'zod';
import type { ErrorCode } from '../errors';
import { hasFirstAndLastName, normaliseSocialName, signUpDisplayName } from './names';
import { NULL_EMAIL_DOMAIN } from './email';
import { newPasswordError } from './new-password';

/** What a sign-up form holds. A sign-up with a social identity has no email or password of its own. */
export interface SignUpForm {
  firstName: string;
  lastName: string;
  email?: string;
  password?: string;
  /** Only the client has a confirmation field. */
  confirmPassword?: string;
  acceptTerms: boolean;
  acceptPrivacy: boolean;
}

export type SignUpField = 'name' | 'email' | 'password' | 'confirmPassword' | 'acceptTerms' | 'acceptPrivacy';
/** A catalogue code, or `required` for the generic "please enter" message. */
export type SignUpProblem = ErrorCode | 'required';

const emailFormat = z.email();

/**
 * The rules of a sign-up: first and last name, a valid email and a password that meets the policy and
 * matches its confirmation (email sign-up only), terms and privacy accepted. Problems by field; empty when valid.
 */
export function signUpProblems(
  form: SignUpForm,
  kind: 'email' | 'social',
): Partial<Record<SignUpField, SignUpProblem>> {
  const problems: Partial<Record<SignUpField, SignUpProblem>> = {};
  if (!hasFirstAndLastName(form.firstName, form.lastName)) problems.name = 'name_required';
  if (kind === 'email') {
    const email = form.email?.trim() ?? '';
    if (!email) problems.email = 'required';
    else if (!emailFormat.safeParse(email).success) problems.email = 'email_format';
    const password = form.password ?? '';
    const passwordError = password ? newPasswordError(password, form.confirmPassword) : undefined;
    if (!password) problems.password = 'required';
    else if (passwordError === 'password_mismatch') problems.confirmPassword = passwordError;
    else if (passwordError) problems.password = passwordError;
  }
  return { ...problems, ...acceptanceProblems(form) };
}

/** Terms and privacy must both be accepted, at sign-up and by a login that has not accepted them yet. */
export function acceptanceProblems(
  form: Pick<SignUpForm, 'acceptTerms' | 'acceptPrivacy'>,
): Partial<Record<'acceptTerms' | 'acceptPrivacy', SignUpProblem>> {
  return {
    ...(form.acceptTerms ? {} : { acceptTerms: 'terms_not_accepted' as const }),
    ...(form.acceptPrivacy ? {} : { acceptPrivacy: 'terms_not_accepted' as const }),
  };
}

/**
 * The name a social identity brings, as a sign-up stores it: normalised into first and last name when it is not
 * exactly two parts, then joined with the sign-up separator.
 */
export function socialSignUpDisplayName(name: string): string {
  const { FirstName, LastName } = normaliseSocialName(name);
  return signUpDisplayName(FirstName, LastName);
}

/**
 * The account email of a social identity that shares none (Apple's "hide my email", a Facebook login by phone):
 * an address at @null.null, which counts as verified.
 */
export function socialAccountEmail(provider: string, subject: string, email: string | undefined): string {
  const shared = email?.trim().toLowerCase();
  return shared || `${provider.toLowerCase()}.${subject}${NULL_EMAIL_DOMAIN}`;
}
