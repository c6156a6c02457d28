import { z } from 'zod';
import { luhnValid } from './test-cards';

/** "MM/YY" or "MM/YYYY" as month and full year; undefined when it is neither. */
export function parseCardExpiry(input: string): { month: number; year: number } | undefined {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input);
  if (!m) return undefined;
  const month = Number(m[1]);
  const year = m[2]?.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  return month >= 1 && month <= 12 ? { month, year } : undefined;
}

/** A card's security code: three or four digits. */
export const isCardCvc = (input: string): boolean => /^\d{3,4}$/.test(input.trim());

/**
 * The card form of the payment simulator: a number that passes the Luhn check, an expiry as MM/YY, and a CVC.
 * The expiry comes out as month and full year.
 */
export const cardDetailsSchema = z
  .object({
    number: z.string().refine(luhnValid, 'card_number'),
    expiry: z.string().refine((value) => !!parseCardExpiry(value), 'card_expiry'),
    cvc: z.string().refine(isCardCvc, 'card_cvc'),
  })
  .transform(({ number, expiry, cvc }) => {
    const { month, year } = parseCardExpiry(expiry) as { month: number; year: number };
    return { number, month, year, cvc: cvc.trim() };
  });
