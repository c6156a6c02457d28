/*
 * Prepay money rules: credit expiry, the top-up minimum, auto top-up limits and the voucher code's shape.
 */

const DAY_MS = 86_400_000;
/** Credit with no stated expiry lasts this long after the product was created. */
export const CREDIT_EXPIRY_FALLBACK_DAYS = 365;
/** The stated top-up minimum ($1.00); the lower charge minimums of the payment rules are not used for top-ups. */
export const TOP_UP_MIN_CENTS = 100;
/** A single top-up above this is refused, so a typo cannot charge a card thousands. */
export const TOP_UP_MAX_CENTS = 99_900;
export const AUTO_TOP_UP_DAYS = { min: 1, max: 99 } as const;
export const AUTO_TOP_UP_AMOUNT = { min: 1, max: 999 } as const;
export const VOUCHER_CODE_LENGTH = 13;

/**
 * When prepay credit expires, in nanoseconds: the stated date, else one year after the product was created;
 * null once that moment has passed.
 */
export function creditExpiresAtNanos(
  product: { CurrencyCreditExpiresAtNanos?: number | undefined; CreatedAtNanos: number },
  nowMs: number,
): number | null {
  const stated = product.CurrencyCreditExpiresAtNanos;
  const expiresNanos =
    stated && stated > 0 ? stated : product.CreatedAtNanos + CREDIT_EXPIRY_FALLBACK_DAYS * DAY_MS * 1_000_000;
  return expiresNanos / 1_000_000 <= nowMs ? null : expiresNanos;
}

export type TopUpAmountProblem = 'top_up_below_minimum' | 'top_up_above_maximum' | 'top_up_not_cents';

/** What is wrong with a top-up amount in cents, if anything. */
export function topUpAmountProblem(cents: number): TopUpAmountProblem | undefined {
  if (!Number.isInteger(cents)) return 'top_up_not_cents';
  if (cents < TOP_UP_MIN_CENTS) return 'top_up_below_minimum';
  if (cents > TOP_UP_MAX_CENTS) return 'top_up_above_maximum';
  return undefined;
}

/** The auto top-up limits: whole days 1 to 99 and a whole dollar amount 1 to 999. */
export function autoTopUpProblems(input: {
  days: number;
  amount: number;
}): Partial<Record<'days' | 'amount', string>> {
  const inRange = (v: number, r: { min: number; max: number }) =>
    Number.isInteger(v) && v >= r.min && v <= r.max;
  return {
    ...(inRange(input.days, AUTO_TOP_UP_DAYS)
      ? {}
      : { days: `Number of days must be from ${AUTO_TOP_UP_DAYS.min} to ${AUTO_TOP_UP_DAYS.max}` }),
    ...(inRange(input.amount, AUTO_TOP_UP_AMOUNT)
      ? {}
      : { amount: `Amount must be from ${AUTO_TOP_UP_AMOUNT.min} to ${AUTO_TOP_UP_AMOUNT.max}` }),
  };
}

export const isVoucherCode = (code: string): boolean => /^\d{13}$/.test(code);

/**
 * A pasted voucher code may carry the spaces or dashes a card prints it with; anything else of another shape is
 * refused ("Invalid code pasted").
 */
export function parsePastedVoucher(text: string): string | undefined {
  const compact = text.trim().replace(/[\s-]/g, '');
  return isVoucherCode(compact) ? compact : undefined;
}

/** How much a prepay renewal's price is beyond the credit (nothing when the credit covers it). */
export const prepayRenewalShortfall = (creditCents: number, priceCents: number): number =>
  Math.max(0, priceCents - Math.max(0, creditCents));

/** An auto top-up that covers a shortfall: its amount, as many times over as needed, in one charge. */
export const autoTopUpCovering = (amountCents: number, shortfallCents: number): number =>
  amountCents * Math.max(1, Math.ceil(shortfallCents / amountCents));
