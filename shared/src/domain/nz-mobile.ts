/**
 * A New Zealand mobile number as people type it ("+64 21 123 4501", "021-123 4501", "0064 21 1234501") in its
 * national form "0211234501", as accounts store it; undefined when it is not a mobile number (02 and 7 to 9
 * more digits).
 */
export function normaliseNzMobile(input: string): string | undefined {
  const compact = input.trim().replace(/[\s\-().]/g, '');
  const national = compact.startsWith('+64')
    ? `0${compact.slice(3)}`
    : compact.startsWith('0064')
      ? `0${compact.slice(4)}`
      : compact;
  return /^02\d{7,9}$/.test(national) ? national : undefined;
}
