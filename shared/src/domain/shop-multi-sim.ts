import { z } from 'zod';
import { ERRORS } from '../errors';

/*
 * The per-SIM checks of a multi-SIM purchase: every SIM needs its plan chosen, a plan that is on sale, and a SIM
 * type the shop sells. The first problem of each SIM is reported, naming the SIM by its number (1-based).
 */

export interface SimChoice {
  simType?: string | undefined;
  MobileProductCatalogUUID?: string | undefined;
  MobileProductAvailabilityUUID?: string | undefined;
}

type SimProblemCode = 'sim_plan_not_specified' | 'sim_plan_not_available' | 'sim_type_not_available';

const SIM_PROBLEM_TEXTS: Record<SimProblemCode, string> = {
  sim_plan_not_specified: ERRORS.sim_plan_not_specified,
  sim_plan_not_available: ERRORS.sim_plan_not_available,
  sim_type_not_available: ERRORS.sim_type_not_available,
};

/** The text of a per-SIM problem with the SIM's number in place of N. */
export const simProblemText = (code: SimProblemCode, simNumber: number) =>
  SIM_PROBLEM_TEXTS[code].replace('SIM N', `SIM ${simNumber}`);

export interface SimProblem {
  index: number;
  field: 'plan' | 'simType';
  message: string;
}

export function multiSimProblems(
  sims: readonly SimChoice[],
  availableServices: readonly { catalogUUID: string; availabilityUUID: string }[],
  simTypes: readonly string[],
): SimProblem[] {
  const problems: SimProblem[] = [];
  sims.forEach((sim, index) => {
    const n = index + 1;
    if (!sim.MobileProductCatalogUUID || !sim.MobileProductAvailabilityUUID) {
      problems.push({ index, field: 'plan', message: simProblemText('sim_plan_not_specified', n) });
    } else if (
      !availableServices.some(
        (s) =>
          s.catalogUUID === sim.MobileProductCatalogUUID &&
          s.availabilityUUID === sim.MobileProductAvailabilityUUID,
      )
    ) {
      problems.push({ index, field: 'plan', message: simProblemText('sim_plan_not_available', n) });
    } else if (!sim.simType || !simTypes.includes(sim.simType)) {
      problems.push({ index, field: 'simType', message: simProblemText('sim_type_not_available', n) });
    }
  });
  return problems;
}

/** One SIM as the multi-SIM form holds it: its type and the availability of its plan ('' for none chosen yet). */
export interface MultiSimFormSim {
  simType: string;
  MobileProductAvailabilityUUID: string;
}

/**
 * The multi-SIM form's rules for one plan kind: the per-SIM checks above, each problem under the SIM's own field.
 * The plan kind has one catalogue entry, so a chosen availability stands for the plan.
 */
export const multiSimFormSchema = (
  catalogUUID: string,
  availableServices: readonly { catalogUUID: string; availabilityUUID: string }[],
  simTypes: readonly string[],
) =>
  z
    .object({ sims: z.array(z.object({ simType: z.string(), MobileProductAvailabilityUUID: z.string() })) })
    .superRefine(({ sims }, ctx) => {
      const choices = sims.map((sim) => ({
        simType: sim.simType,
        MobileProductAvailabilityUUID: sim.MobileProductAvailabilityUUID || undefined,
        MobileProductCatalogUUID: sim.MobileProductAvailabilityUUID ? catalogUUID : undefined,
      }));
      for (const problem of multiSimProblems(choices, availableServices, simTypes))
        ctx.addIssue({
          code: 'custom',
          path: [
            'sims',
            problem.index,
            problem.field === 'plan' ? 'MobileProductAvailabilityUUID' : 'simType',
          ],
          message: problem.message,
        });
    });
