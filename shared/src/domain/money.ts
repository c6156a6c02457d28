/** Prices are integer cents; shown as cents divided by 100 with two decimals. */
export function centsToAmount(cents: number): string {
  return (Math.round(cents) / 100).toFixed(2);
}

export function formatNzd(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  return `${sign}$${centsToAmount(Math.abs(cents))}`;
}

/** An entered dollar total becomes integer cents (billing route SpendLimit: total times 100). */
export function amountToCents(amount: number | string): number {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  if (!Number.isFinite(value)) throw new RangeError(`Not an amount: ${amount}`);
  return Math.round(value * 100);
}
