import type { MockContext } from '../context';

/** The block of numbers the provider holds for number changes: 64 21 555 0000 to 0059. */
const NUMBER_BLOCK = Array.from({ length: 60 }, (_, i) => `642155500${String(i).padStart(2, '0')}`);

/** The numbers of the block no service has, in order. */
export function freeNumbers(ctx: MockContext): string[] {
  const taken = new Set(ctx.db.mobileProducts.all().map((p) => p.MSISDN));
  return NUMBER_BLOCK.filter((n) => !taken.has(n));
}
