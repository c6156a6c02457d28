import { describe, expect, it } from 'vitest';
import { addressSearchSchema, codeSignInSchema, signInSchema } from './field-rules';

type TextSchema = typeof signInSchema | typeof addressSearchSchema | ReturnType<typeof codeSignInSchema>;

const check = (schema: TextSchema, values: unknown) => {
  const result = schema['~standard'].validate(values);
  if (result instanceof Promise) throw new Error('the rules answer at once');
  return result;
};

const problems = (result: ReturnType<typeof check>) =>
  Object.fromEntries((result.issues ?? []).map((i) => [i.path?.join('.'), i.message]));

describe('the sign-in page rules', () => {
  it('asks for every empty field of the sign-in, and takes spaces alone as an empty email', () => {
    expect(problems(check(signInSchema, { email: '  ', password: '' }))).toEqual({
      email: 'required',
      password: 'required',
    });
    expect(check(signInSchema, { email: 'a@b.nz', password: ' ' })).toEqual({
      value: { email: 'a@b.nz', password: ' ' },
    });
  });

  it('takes a missing or non-text field as empty', () => {
    expect(problems(check(signInSchema, { email: 42 }))).toEqual({ email: 'required', password: 'required' });
    expect(problems(check(signInSchema, null))).toEqual({ email: 'required', password: 'required' });
  });

  it('asks for the code only once it was sent, and for six digits', () => {
    expect(check(codeSignInSchema(false), { email: 'a@b.nz', code: '' }).issues).toBeUndefined();
    expect(problems(check(codeSignInSchema(true), { email: 'a@b.nz', code: '12345' }))).toEqual({
      code: 'code_required',
    });
    expect(check(codeSignInSchema(true), { email: 'a@b.nz', code: '123456' }).issues).toBeUndefined();
  });
});

describe("the shop's address search", () => {
  it('asks for an address to look for, spaces alone counting as none, and keeps what was typed', () => {
    expect(problems(check(addressSearchSchema, { address: '  ' }))).toEqual({ address: 'required' });
    expect(check(addressSearchSchema, { address: ' 1 Queen Street' })).toEqual({
      value: { address: ' 1 Queen Street' },
    });
  });
});
