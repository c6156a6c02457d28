import { z } from 'zod';
import { MobileNumberSchema } from '../entities/common';
import { newPasswordError } from './new-password';
import { isOneTimeCode } from './one-time-code';
import { FORM_PROBLEM, isFilled } from './field-rules';

/*
 * The rules of the customer forms as zod schemas, their problems the codes of `FORM_PROBLEM`. The sign-in page's
 * forms and the shop's address search are in `field-rules` (without zod).
 */

/** A text that must not be blank (spaces alone count as blank); the value itself is kept as typed. */
export const filledText = () => z.string().refine(isFilled, FORM_PROBLEM.required);

/** A name the user gives something; spaces alone count as none. */
export const givenName = () => z.string().refine(isFilled, FORM_PROBLEM.name);

/** A form with no fields of its own (a confirmation, or a third party's fields that check themselves). */
export const noFieldsSchema = z.object({});

/** A secret (a current password): any character counts, spaces included. */
export const filledSecret = () => z.string().min(1, FORM_PROBLEM.required);

/** An email address: given, and of a valid shape. */
export const emailAddress = () =>
  filledText().refine((value) => z.email().safeParse(value.trim()).success, 'email_format');

/** A six-digit one-time code. */
export const oneTimeCode = () => z.string().refine(isOneTimeCode, FORM_PROBLEM.code);

/**
 * A new password and its confirmation, under the password policy; the problem shows on the password, or on the
 * confirmation when only they differ. With `currentPassword` in the same form, the new one must differ from it.
 */
export const newPasswordFields = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.object({ ...shape, password: z.string(), confirmPassword: z.string() }).superRefine((values, ctx) => {
    const form = values as { password: string; confirmPassword: string; currentPassword?: unknown };
    const current = form.currentPassword;
    if (!form.password) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: FORM_PROBLEM.required });
      return;
    }
    const problem = newPasswordError(
      form.password,
      form.confirmPassword,
      typeof current === 'string' && current ? current : undefined,
    );
    if (problem)
      ctx.addIssue({
        code: 'custom',
        path: [problem === 'password_mismatch' ? 'confirmPassword' : 'password'],
        message: problem,
      });
  });

export const changePasswordSchema = newPasswordFields({ currentPassword: filledSecret() });

export const resetPasswordSchema = newPasswordFields({});

export const rewardsNumberSchema = z.object({ rewardsNumber: filledText(), password: filledSecret() });

/** The emailed code that stands in for a password when the login has none (a social login). */
export const rewardsNumberByCodeSchema = z.object({ rewardsNumber: filledText(), code: oneTimeCode() });

export const oneTimeCodeSchema = z.object({ code: oneTimeCode() });

export const invitationSchema = z.object({ code: filledText() });

/**
 * The number a bought SIM gets: a new one, or the shopper's own moved from another provider, which must be a mobile
 * number (spaces are allowed while typing and dropped).
 */
export const simNumberChoiceSchema = z
  .object({ type: z.enum(['new', 'transfer']), number: z.string() })
  .transform((choice, ctx) => {
    if (choice.type === 'new') return { type: 'new' as const };
    const number = MobileNumberSchema.safeParse(choice.number.replace(/\s/g, ''));
    if (number.success) return { type: 'transfer' as const, number: number.data };
    for (const issue of number.error.issues)
      ctx.addIssue({ code: 'custom', path: ['number'], message: issue.message });
    return z.NEVER;
  });

/**
 * The account's own details: first and last name are needed; the mobile number may stay empty. The rewards number
 * is not among them: it is set on its own page, after the login proves itself again.
 */
export const personalDataSchema = z.object({
  FirstName: filledText(),
  LastName: filledText(),
  MobileNumber: z.string(),
});

/** A new email, given twice, that differs from the current one; the current password confirms it is the owner. */
/** The new email twice: different from the current one, and the same both times. */
const newEmailRule =
  (currentEmail: string) => (form: { email: string; confirmEmail: string }, ctx: z.RefinementCtx) => {
    const email = form.email.trim();
    if (email && email.toLowerCase() === currentEmail.toLowerCase())
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'email_same' });
    if (form.confirmEmail.trim() !== email)
      ctx.addIssue({ code: 'custom', path: ['confirmEmail'], message: 'email_mismatch' });
  };

export const changeEmailSchema = (currentEmail: string) =>
  z
    .object({ email: emailAddress(), confirmEmail: z.string(), password: filledSecret() })
    .superRefine(newEmailRule(currentEmail));

/** The change of email of a login without a password (a social sign-in): the emailed code stands in for it. */
export const changeEmailByCodeSchema = (currentEmail: string) =>
  z
    .object({ email: emailAddress(), confirmEmail: z.string(), code: oneTimeCode() })
    .superRefine(newEmailRule(currentEmail));

/** The SIM to activate: its phone number or its SIM ID, whichever the customer has at hand. */
export const simIdentifySchema = z.object({ kind: z.enum(['number', 'sim']), value: filledText() });
