/*
 * The international calling rates of the international plans page: cents per minute by country, with the
 * country's ISO code for its flag.
 */

export interface InternationalRate {
  country: string;
  /** ISO 3166-1 alpha-2 code. */
  iso: string;
  centsPerMinute: number;
}

export const INTERNATIONAL_RATES: readonly InternationalRate[] = [
  { country: 'Australia', iso: 'AU', centsPerMinute: 0 },
  { country: 'Cook Islands', iso: 'CK', centsPerMinute: 1.2 },
  { country: 'Niue', iso: 'NU', centsPerMinute: 1.6 },
  { country: 'Canada', iso: 'CA', centsPerMinute: 20 },
  { country: 'United Kingdom', iso: 'GB', centsPerMinute: 20 },
  { country: 'United States', iso: 'US', centsPerMinute: 20 },
  { country: 'Vietnam', iso: 'VN', centsPerMinute: 20 },
  { country: 'Fiji', iso: 'FJ', centsPerMinute: 29 },
  { country: 'United Arab Emirates', iso: 'AE', centsPerMinute: 40 },
  { country: 'Samoa', iso: 'WS', centsPerMinute: 60 },
  { country: 'Tonga', iso: 'TO', centsPerMinute: 60 },
  { country: 'French Polynesia', iso: 'PF', centsPerMinute: 60 },
];

/** A rate in cents per minute with two decimals: "1.20c/min"; calls at no charge read "Free". */
export const formatRate = (centsPerMinute: number): string =>
  centsPerMinute === 0 ? 'Free' : `${centsPerMinute.toFixed(2)}c/min`;

/** A country's flag as its pair of regional indicator symbols (shown by the system's emoji font). */
export function flagOf(iso: string): string {
  const code = iso.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return '';
  return String.fromCodePoint(...[...code].map((ch) => 0x1f1e6 + ch.charCodeAt(0) - 65));
}
