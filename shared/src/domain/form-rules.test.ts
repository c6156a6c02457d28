import { describe, expect, it } from 'vitest';
import { changePasswordSchema, oneTimeCodeSchema, emailAddress, simNumberChoiceSchema } from './form-rules';

const problems = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('form rules', () => {
  it('tells an empty email from a malformed one', () => {
    expect(emailAddress().safeParse('').error?.issues[0]?.message).toBe('required');
    expect(emailAddress().safeParse('not-an-email').error?.issues[0]?.message).toBe('email_format');
    expect(emailAddress().safeParse(' ana@example.co.nz ').success).toBe(true);
  });

  it('puts the password policy on the new password and a mismatch on its confirmation', () => {
    const base = { currentPassword: 'Old-password-1' };
    expect(
      problems(changePasswordSchema.safeParse({ ...base, password: 'short', confirmPassword: '' })),
    ).toEqual({ password: 'password_policy' });
    expect(
      problems(
        changePasswordSchema.safeParse({ ...base, password: 'Good-password-2', confirmPassword: 'Other-2' }),
      ),
    ).toEqual({ confirmPassword: 'password_mismatch' });
    expect(
      problems(
        changePasswordSchema.safeParse({
          ...base,
          password: base.currentPassword,
          confirmPassword: base.currentPassword,
        }),
      ),
    ).toEqual({ password: 'password_same' });
    expect(
      changePasswordSchema.safeParse({
        ...base,
        password: 'Good-password-2',
        confirmPassword: 'Good-password-2',
      }).success,
    ).toBe(true);
  });

  it('takes six digits as a code and nothing else', () => {
    expect(oneTimeCodeSchema.safeParse({ code: '123456' }).success).toBe(true);
    expect(problems(oneTimeCodeSchema.safeParse({ code: '12345' }))).toEqual({ code: 'code_required' });
  });

  it('keeps a moved number without its spaces, and needs a mobile number only when one is kept', () => {
    expect(simNumberChoiceSchema.parse({ type: 'transfer', number: '021 555 0101' })).toEqual({
      type: 'transfer',
      number: '0215550101',
    });
    expect(problems(simNumberChoiceSchema.safeParse({ type: 'transfer', number: '02' }))).toEqual({
      number: 'Mobile number format is invalid',
    });
    expect(simNumberChoiceSchema.parse({ type: 'new', number: '02' })).toEqual({ type: 'new' });
  });
});
