/** Password policy: 10 or more characters, upper and lower case letters, a number or symbol. */
export type PasswordProblem = 'length' | 'lowercase' | 'uppercase' | 'numberOrSymbol';

export const PASSWORD_MIN_LENGTH = 10;

export function passwordProblems(password: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push('length');
  if (!/\p{Ll}/u.test(password)) problems.push('lowercase');
  if (!/\p{Lu}/u.test(password)) problems.push('uppercase');
  if (!/[\p{N}\p{P}\p{S}]/u.test(password)) problems.push('numberOrSymbol');
  return problems;
}

export function isPasswordValid(password: string): boolean {
  return passwordProblems(password).length === 0;
}
