import type { Flags } from '@portal/shared';

/** The broadband plan types the shop knows how to present; the specification's build lists one, broadband. */
export const FIBRE_PLAN_TYPES = ['broadband'] as const;
export type FibrePlanType = (typeof FIBRE_PLAN_TYPES)[number];

/** The plan types the broadband page introduces, from `fibre_plan_type` (a comma-separated list); unknown names are left out. */
export function fibrePlanTypes(flags: Pick<Flags, 'fibre_plan_type'>): FibrePlanType[] {
  const named = flags.fibre_plan_type.split(',').map((type) => type.trim().toLowerCase());
  return FIBRE_PLAN_TYPES.filter((type) => named.includes(type));
}
