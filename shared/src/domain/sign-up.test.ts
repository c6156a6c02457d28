import { describe, expect, it } from 'vitest';
import { isEmailVerified } from './email';
import { splitSignUpDisplayName } from './names';
import { signUpProblems, socialAccountEmail, socialSignUpDisplayName, type SignUpForm } from './sign-up';

const valid: SignUpForm = {
  firstName: 'Aroha',
  lastName: 'Ngata',
  email: 'aroha@example.co.nz',
  password: 'Kia-ora-2026',
  confirmPassword: 'Kia-ora-2026',
  acceptTerms: true,
  acceptPrivacy: true,
};

describe('sign-up rules', () => {
  it('accept a complete email sign-up', () => expect(signUpProblems(valid, 'email')).toEqual({}));

  it('need first and last name', () => {
    expect(signUpProblems({ ...valid, lastName: ' ' }, 'email')).toEqual({ name: 'name_required' });
    expect(signUpProblems({ ...valid, firstName: '' }, 'social')).toEqual({ name: 'name_required' });
  });

  it('need an email of a valid format', () => {
    expect(signUpProblems({ ...valid, email: '' }, 'email')).toEqual({ email: 'required' });
    expect(signUpProblems({ ...valid, email: 'aroha@' }, 'email')).toEqual({ email: 'email_format' });
  });

  it('apply the password policy, then the confirmation', () => {
    expect(signUpProblems({ ...valid, password: '' }, 'email')).toEqual({ password: 'required' });
    expect(signUpProblems({ ...valid, password: 'kiaora', confirmPassword: 'kiaora' }, 'email')).toEqual({
      password: 'password_policy',
    });
    expect(signUpProblems({ ...valid, confirmPassword: 'Kia-ora-2027' }, 'email')).toEqual({
      confirmPassword: 'password_mismatch',
    });
    // The server has no confirmation field.
    expect(signUpProblems({ ...valid, confirmPassword: undefined }, 'email')).toEqual({});
  });

  it('need terms and privacy accepted, each', () => {
    expect(signUpProblems({ ...valid, acceptTerms: false }, 'email')).toEqual({
      acceptTerms: 'terms_not_accepted',
    });
    expect(signUpProblems({ ...valid, acceptPrivacy: false }, 'social')).toEqual({
      acceptPrivacy: 'terms_not_accepted',
    });
  });

  it('ask a social sign-up for no email or password', () =>
    expect(signUpProblems({ ...valid, email: undefined, password: undefined }, 'social')).toEqual({}));
});

describe('social identities', () => {
  it('store a three-part name as first name and the rest, two spaces apart', () => {
    expect(socialSignUpDisplayName('Aroha Mere Ngata')).toBe('Aroha  Mere Ngata');
    expect(splitSignUpDisplayName(socialSignUpDisplayName('Aroha Mere Ngata'))).toEqual({
      FirstName: 'Aroha',
      LastName: 'Mere Ngata',
    });
  });
  it('keep a two-part name as it is and fill both parts from a single word', () => {
    expect(socialSignUpDisplayName('  Aroha   Ngata ')).toBe('Aroha  Ngata');
    expect(socialSignUpDisplayName('Cher')).toBe('Cher  Cher');
  });
  it('give an identity without an email a verified @null.null address', () => {
    const email = socialAccountEmail('APPLE', '001234', undefined);
    expect(email).toBe('apple.001234@null.null');
    expect(isEmailVerified(email, false)).toBe(true);
    expect(socialAccountEmail('GOOGLE', '1', ' Aroha@Example.co.nz ')).toBe('aroha@example.co.nz');
  });
});
