import { z } from 'zod';
import { filledText, givenName } from './form-rules';
import { normaliseNzMobile } from './nz-mobile';
import { acceptanceProblems, signUpProblems } from './sign-up';

/** A mobile number that may stay empty; when given it must be a New Zealand mobile number. */
export const optionalNzMobile = () =>
  z.string().refine((value) => !value.trim() || !!normaliseNzMobile(value), 'mobile_format');

/** A New Zealand mobile number that must be given. */
export const nzMobile = () =>
  filledText().refine((value) => !value.trim() || !!normaliseNzMobile(value), 'mobile_format');

type Issues = { addIssue: (issue: { code: 'custom'; path: string[]; message: string }) => void };

/**
 * The sign-up rules as form problems: a missing name shows under each name field that is empty (names need both),
 * every other problem under its own field.
 */
const signUpIssues =
  (kind: 'email' | 'social') =>
  (
    form: { firstName: string; lastName: string; acceptTerms: boolean; acceptPrivacy: boolean },
    ctx: Issues,
  ) => {
    for (const [field, message] of Object.entries(signUpProblems(form, kind))) {
      const paths =
        field === 'name' ? (['firstName', 'lastName'] as const).filter((n) => !form[n].trim()) : [field];
      for (const path of paths) ctx.addIssue({ code: 'custom', path: [path], message });
    }
  };

const signUpShape = {
  firstName: z.string(),
  lastName: z.string(),
  acceptTerms: z.boolean(),
  acceptPrivacy: z.boolean(),
};

/** Sign-up with email and password; the mobile number is optional. */
export const signUpSchema = z
  .object({
    ...signUpShape,
    email: z.string(),
    mobile: optionalNzMobile(),
    password: z.string(),
    confirmPassword: z.string(),
  })
  .superRefine(signUpIssues('email'));

/** Sign-up with a social identity: the name (from the provider, editable) and the acceptance only. */
export const socialSignUpSchema = z.object(signUpShape).superRefine(signUpIssues('social'));

/** Terms and privacy, each to be accepted. */
export const acceptanceSchema = z
  .object({ acceptTerms: z.boolean(), acceptPrivacy: z.boolean() })
  .superRefine((form, ctx) => {
    for (const [path, message] of Object.entries(acceptanceProblems(form)))
      ctx.addIssue({ code: 'custom', path: [path], message });
  });

/** The emailed reset link is asked for by the login's email. */
export const forgotPasswordSchema = z.object({ email: filledText() });

/** The sign-in email is texted to the account's mobile number. */
export const forgotEmailSchema = z.object({ mobile: nzMobile() });

/** The simulated consent screen of a social provider: the name it shares, and an email it may share. */
export const identityConsentSchema = z.object({ name: givenName(), email: z.string() });
