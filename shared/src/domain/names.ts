/** Name rules: first and last name are both needed. */
export const DISPLAY_NAME_LIMIT = 33;
export const CUSTOMER_NAME_LIMIT = 20;
/** Sign-up stores the display name as first and last name separated by two spaces. */
export const SIGN_UP_NAME_SEPARATOR = '  ';

export function signUpDisplayName(firstName: string, lastName: string): string {
  return `${firstName.trim()}${SIGN_UP_NAME_SEPARATOR}${lastName.trim()}`;
}

/**
 * The sign-up display names that read back as a first and a last name, as a JSON Schema pattern (ECMAScript, no
 * lookahead): text with a non-space and no double space (one word serves as both names), or a part with a
 * non-space, the double space, and a part with a non-space. The OpenAPI document carries it; a test holds it to
 * `splitSignUpDisplayName`.
 */
export const SIGN_UP_DISPLAY_NAME_PATTERN = '^ ?(?:[^ ] ?)*\\S(?: ?[^ ])* ?(?:  [\\s\\S]*\\S[\\s\\S]*)?$';

/** Reads a stored sign-up display name back into its two parts. */
export function splitSignUpDisplayName(displayName: string): { FirstName: string; LastName: string } {
  const at = displayName.indexOf(SIGN_UP_NAME_SEPARATOR);
  if (at < 0) return normaliseSocialName(displayName);
  return {
    FirstName: displayName.slice(0, at).trim(),
    LastName: displayName.slice(at + SIGN_UP_NAME_SEPARATOR.length).trim(),
  };
}

/**
 * A social sign-in name that is not exactly two parts is normalised: the first word is the first name and the
 * rest the last name; a single word fills both, because names need a first and a last name.
 */
export function normaliseSocialName(name: string): { FirstName: string; LastName: string } {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return { FirstName: '', LastName: '' };
  const [first, ...rest] = parts as [string, ...string[]];
  return { FirstName: first, LastName: rest.length ? rest.join(' ') : first };
}

/** Combined first and last name longer than the limit shows the first name only. */
export function displayName(firstName: string, lastName: string, limit = DISPLAY_NAME_LIMIT): string {
  const first = firstName.trim();
  const last = lastName.trim();
  if (!last) return first;
  if (first.length + last.length > limit) return first;
  return `${first} ${last}`;
}

export function customerDisplayName(firstName: string, lastName: string): string {
  return displayName(firstName, lastName, CUSTOMER_NAME_LIMIT);
}

export function hasFirstAndLastName(firstName: string, lastName: string): boolean {
  return firstName.trim().length > 0 && lastName.trim().length > 0;
}
