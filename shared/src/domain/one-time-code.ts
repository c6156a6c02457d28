/** One-time codes sent by email or SMS (sign-in codes, multi-factor codes): six digits. */
export const ONE_TIME_CODE_LENGTH = 6;

export const isOneTimeCode = (code: string): boolean => /^\d{6}$/.test(code);

/**
 * A pasted code may carry the spaces or the dash a mail shows it with ("123 456", "123-456"); anything else of
 * the wrong shape is refused ("Invalid code pasted").
 */
export function parsePastedCode(text: string): string | undefined {
  const compact = text.trim().replace(/[\s-]/g, '');
  return isOneTimeCode(compact) ? compact : undefined;
}

/** Where a code went, without giving the address away: "a•••@example.co.nz". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}

/** "••• ••• 4501": the last four digits only. */
export function maskMobile(number: string): string {
  const digits = number.replace(/\D/g, '');
  return digits.length < 4 ? '•••' : `••• ••• ${digits.slice(-4)}`;
}
