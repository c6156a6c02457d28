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

/**
 * A service number (MSISDN, "64211234501") as people read it: "021 123 4501" (prefix, three digits, the rest);
 * a number that is not a New Zealand mobile is shown as it is.
 */
export function displayMsisdn(msisdn: string): string {
  const national = normaliseNzMobile(msisdn.startsWith('64') ? `+${msisdn}` : msisdn);
  if (!national) return msisdn;
  return `${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
}
