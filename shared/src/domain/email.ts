/** An account email ending in @null.null counts as verified. */
export const NULL_EMAIL_DOMAIN = '@null.null';

export function isEmailVerified(email: string, verifiedFlag: boolean): boolean {
  return verifiedFlag || email.trim().toLowerCase().endsWith(NULL_EMAIL_DOMAIN);
}
