import type { Flags } from '@portal/shared';

export type Way = 'plans' | 'broadband' | 'sims' | 'international' | 'recharge' | 'payBill';

/** The shop's ways in, in the order shown, each with the modules that open it. */
const WAY_SHOWN: readonly (readonly [Way, (f: Flags) => boolean])[] = [
  ['plans', (f) => f.show_plans || f.mobile_onboarding],
  ['broadband', (f) => f.fibre_module || f.fwa_module],
  ['sims', (f) => f.sim_purchase],
  ['international', (f) => f.international_plans],
  ['recharge', (f) => f.anonymous_recharge],
  // Paying a bill without an account is offered on the home page only where the provider asks for it.
  ['payBill', (f) => f.anonymous_pay_bill && f.pay_bill_on_home],
];

/** The ways in a page shows: recharge and paying a bill are for visitors only (a customer has their own). */
export function shownWays(flags: Flags, forVisitor: boolean): Way[] {
  return WAY_SHOWN.filter(
    ([way, shown]) => shown(flags) && (forVisitor || (way !== 'recharge' && way !== 'payBill')),
  ).map(([way]) => way);
}
