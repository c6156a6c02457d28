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

/** The text of a per-SIM problem with the SIM's number in place of N. */
export const simProblemText = (code: SimProblemCode, simNumber: number) =>
  ERRORS[code].replace('SIM N', `SIM ${simNumber}`);

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
