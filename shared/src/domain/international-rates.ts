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

/**
 * The first twelve are the rates the specification quotes; the others are the provider's further destinations, so the
 * table covers the two dozen countries it has flags for.
 */
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
  { country: 'China', iso: 'CN', centsPerMinute: 20 },
  { country: 'Germany', iso: 'DE', centsPerMinute: 20 },
  { country: 'India', iso: 'IN', centsPerMinute: 20 },
  { country: 'Ireland', iso: 'IE', centsPerMinute: 20 },
  { country: 'Japan', iso: 'JP', centsPerMinute: 20 },
  { country: 'Singapore', iso: 'SG', centsPerMinute: 20 },
  { country: 'South Korea', iso: 'KR', centsPerMinute: 20 },
  { country: 'Philippines', iso: 'PH', centsPerMinute: 29 },
  { country: 'South Africa', iso: 'ZA', centsPerMinute: 40 },
  { country: 'Papua New Guinea', iso: 'PG', centsPerMinute: 60 },
  { country: 'New Caledonia', iso: 'NC', centsPerMinute: 60 },
  { country: 'Kiribati', iso: 'KI', centsPerMinute: 60 },
];

/** A rate in cents per minute with two decimals: "1.20c/min"; calls at no charge read "Free". */
export const formatRate = (centsPerMinute: number): string =>
  centsPerMinute === 0 ? 'Free' : `${centsPerMinute.toFixed(2)}c/min`;
