/**
 * A New Zealand mobile number as people type it ("+64 21 123 4501", "021-123 4501", "0064 21 1234501") in its
 * national form "0211234501", as accounts store it; undefined when it is not a mobile number (02 and 7 to 9
 * more digits).
 */
/** Separators people type between the digits, which the normal form drops. */
const SEP = String.raw`[\s\-().]*`;

/**
 * The same rule as one regular expression, for schemas and the OpenAPI document (which cannot drop separators
 * first): +64, 0064 or 0, then 2 and 7 to 9 more digits, with separators anywhere.
 */
export const NZ_MOBILE_PATTERN = String.raw`^${SEP}(?:\+${SEP}6${SEP}4|0${SEP}0${SEP}6${SEP}4|0)${SEP}2(?:${SEP}\d){7,9}${SEP}$`;

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
