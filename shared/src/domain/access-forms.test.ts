import { describe, expect, it } from 'vitest';
import { acceptanceSchema, forgotEmailSchema, signUpSchema, socialSignUpSchema } from './access-forms';

const problems = (result: {
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}): Record<string, string> => {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
};

const valid = {
  firstName: 'Aroha',
  lastName: 'Te Whare',
  email: 'aroha@example.co.nz',
  mobile: '',
  password: 'Kia-ora-2026',
  confirmPassword: 'Kia-ora-2026',
  acceptTerms: true,
  acceptPrivacy: true,
};

describe('sign-up form', () => {
  it('accepts a complete sign-up, with or without a mobile number', () => {
    expect(signUpSchema.safeParse(valid).success).toBe(true);
    expect(signUpSchema.safeParse({ ...valid, mobile: '021 123 4501' }).success).toBe(true);
  });

  it('reports every problem of an empty form at once, the missing name under both name fields', () => {
    const empty = { ...valid, firstName: '', lastName: ' ', email: '', password: '', confirmPassword: '' };
    expect(problems(signUpSchema.safeParse({ ...empty, acceptTerms: false, acceptPrivacy: false }))).toEqual({
      firstName: 'name_required',
      lastName: 'name_required',
      email: 'required',
      password: 'required',
      acceptTerms: 'terms_not_accepted',
      acceptPrivacy: 'terms_not_accepted',
    });
  });

  it('puts a missing name only under the empty name field', () => {
    expect(problems(socialSignUpSchema.safeParse({ ...valid, lastName: '' }))).toEqual({
      lastName: 'name_required',
    });
  });

  it('checks the mobile number only when one is given, alongside the other rules', () => {
    expect(problems(signUpSchema.safeParse({ ...valid, mobile: '12345', confirmPassword: 'x' }))).toEqual({
      mobile: 'mobile_format',
      confirmPassword: 'password_mismatch',
    });
  });
});

describe('access forms', () => {
  it('asks for the mobile number of a forgotten email, then for its shape', () => {
    expect(problems(forgotEmailSchema.safeParse({ mobile: ' ' }))).toEqual({ mobile: 'required' });
    expect(problems(forgotEmailSchema.safeParse({ mobile: '09 123 4567' }))).toEqual({
      mobile: 'mobile_format',
    });
    expect(forgotEmailSchema.safeParse({ mobile: '+64 21 123 4501' }).success).toBe(true);
  });

  it('needs both terms and privacy accepted', () => {
    expect(problems(acceptanceSchema.safeParse({ acceptTerms: true, acceptPrivacy: false }))).toEqual({
      acceptPrivacy: 'terms_not_accepted',
    });
  });
});
