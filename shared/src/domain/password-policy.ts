/** Password policy: 10 or more characters, upper and lower case letters, a number or symbol. */
export type PasswordProblem = 'length' | 'lowercase' | 'uppercase' | 'numberOrSymbol';

export const PASSWORD_MIN_LENGTH = 10;

/** What a password must contain, as patterns the OpenAPI document carries too (JSON Schema reads them as unicode). */
export const PASSWORD_POLICY_PATTERNS = {
  lowercase: '\\p{Ll}',
  uppercase: '\\p{Lu}',
  numberOrSymbol: '[\\p{N}\\p{P}\\p{S}]',
} as const;

const policyTests = Object.entries(PASSWORD_POLICY_PATTERNS).map(
  ([problem, pattern]) => [problem as PasswordProblem, new RegExp(pattern, 'u')] as const,
);

export function passwordProblems(password: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push('length');
  for (const [problem, test] of policyTests) if (!test.test(password)) problems.push(problem);
  return problems;
}

/**
 * The policy as a JSON Schema of a string. JSON Schema counts code points where the policy counts UTF-16 units, so
 * the document is the stricter of the two for characters beyond the basic plane, never the looser.
 */
export const passwordPolicyJsonSchema = () => ({
  minLength: PASSWORD_MIN_LENGTH,
  allOf: Object.values(PASSWORD_POLICY_PATTERNS).map((pattern) => ({ pattern })),
});

export function isPasswordValid(password: string): boolean {
  return passwordProblems(password).length === 0;
}
