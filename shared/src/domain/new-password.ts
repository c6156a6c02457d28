import { passwordProblems } from './password-policy';

/** What is wrong with a new password, in the order the user fixes it. */
export type NewPasswordError = 'password_policy' | 'password_same' | 'password_mismatch';

/**
 * Checks a new password against the policy, the old password (when one is given: they must differ) and its
 * confirmation (when one is given: they must match). The server has no confirmation, the client has no old
 * password on a reset, so both are optional.
 */
export function newPasswordError(
  password: string,
  confirmation?: string,
  oldPassword?: string,
): NewPasswordError | undefined {
  if (passwordProblems(password).length) return 'password_policy';
  if (oldPassword !== undefined && oldPassword === password) return 'password_same';
  if (confirmation !== undefined && confirmation !== password) return 'password_mismatch';
  return undefined;
}

/** The three lines of the policy as the specification words them, each met or not, for a live checklist. */
export type PolicyLine = 'length' | 'case' | 'numberOrSymbol';

export function passwordChecklist(password: string): { line: PolicyLine; met: boolean }[] {
  const problems = new Set(passwordProblems(password));
  return [
    { line: 'length', met: !problems.has('length') },
    { line: 'case', met: !problems.has('lowercase') && !problems.has('uppercase') },
    { line: 'numberOrSymbol', met: !problems.has('numberOrSymbol') },
  ];
}
