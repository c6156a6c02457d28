import { z } from 'zod';
import { canAuthorizeCard, isCardExpired } from './payment-cards';
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
 * What is wrong with a card's expiry at `nowMs`: not MM/YY, already past (01/20), or so close that the card cannot
 * be authorized; undefined when it will do.
 */
export function cardExpiryProblem(
  input: string,
  nowMs: number,
): 'card_expiry' | 'card_expired' | 'card_expiring' | undefined {
  const expiry = parseCardExpiry(input);
  if (!expiry) return 'card_expiry';
  const card = { CardExpiryMonth: expiry.month, CardExpiryYear: expiry.year };
  if (isCardExpired(card, nowMs)) return 'card_expired';
  return canAuthorizeCard(card, nowMs) ? undefined : 'card_expiring';
}

/**
 * The card form of the payment simulator: a number that passes the Luhn check, an expiry as MM/YY that has not
 * passed by `nowMs` (the backend's clock), and a CVC. The expiry comes out as month and full year.
 */
export const cardDetailsSchema = (nowMs: number) =>
  z
    .object({
      number: z.string().refine(luhnValid, 'card_number'),
      expiry: z.string().superRefine((value, ctx) => {
        const problem = cardExpiryProblem(value, nowMs);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
      cvc: z.string().refine(isCardCvc, 'card_cvc'),
    })
    .transform(({ number, expiry, cvc }) => {
      const { month, year } = parseCardExpiry(expiry) as { month: number; year: number };
      return { number, month, year, cvc: cvc.trim() };
    });
