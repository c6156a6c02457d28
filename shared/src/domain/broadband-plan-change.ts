import { nzParts, nzTimeToMs } from './nz-time';

/** A change of broadband plan happens at the next period (LATER) unless the customer asks for it now. */
export const PLAN_CHANGE_MODES = ['LATER', 'NOW'] as const;
export type PlanChangeMode = (typeof PLAN_CHANGE_MODES)[number];
export const DEFAULT_PLAN_CHANGE_MODE: PlanChangeMode = 'LATER';

export type BroadbandPlanChangeProblem = 'plan_change_suspended' | 'broadband_same_plan';

/**
 * Why a broadband plan change is refused: a suspended service, or the plan it has (or will have) already. A service
 * without a known plan (bought under a plan no longer sold) can take any plan.
 */
export function broadbandPlanChangeProblem(
  service: { suspended: boolean; planUUID?: string; scheduledPlanUUID?: string },
  newPlanUUID: string,
): BroadbandPlanChangeProblem | undefined {
  if (service.suspended) return 'plan_change_suspended';
  // The plan in force stays the plan in force while another waits: choosing it again changes nothing.
  if (newPlanUUID === service.planUUID || newPlanUUID === service.scheduledPlanUUID)
    return 'broadband_same_plan';
  return undefined;
}

/** When a LATER change takes over: the first day of the next calendar month, NZ time (the next billing period). */
export function nextPeriodStartMs(nowMs: number): number {
  const { year, month } = nzParts(nowMs);
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return nzTimeToMs(next, 0);
}
