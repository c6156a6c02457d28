import type { Flags } from '@portal/shared';
import type { SimNumberChoice } from '../../lib/shop/sim-number-choice';

/**
 * Whether a SIM bought in the shop may keep a number moved from another provider: only with
 * `number_porting_at_checkout` on. Off (the reference build), a new SIM has a new number and the number is moved
 * in afterwards from the dashboard.
 */
export const portingAtCheckout = (flags: Pick<Flags, 'number_porting_at_checkout'>) =>
  flags.number_porting_at_checkout;

/** The number a SIM purchase keeps: the kept choice's, where the build lets the shop move numbers in. */
export function numberToKeep(
  flags: Pick<Flags, 'number_porting_at_checkout'>,
  choice: SimNumberChoice | undefined,
): string | undefined {
  return portingAtCheckout(flags) && choice?.type === 'transfer' ? choice.number : undefined;
}
