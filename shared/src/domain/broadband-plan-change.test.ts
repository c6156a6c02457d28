import { describe, expect, it } from 'vitest';
import {
  broadbandPlanChangeProblem,
  DEFAULT_PLAN_CHANGE_MODE,
  nextPeriodStartMs,
} from './broadband-plan-change';
import { nzTimeToMs } from './nz-time';

describe('a broadband change of plan', () => {
  it('happens LATER by default', () => expect(DEFAULT_PLAN_CHANGE_MODE).toBe('LATER'));
  it('is refused while the service is suspended', () => {
    expect(broadbandPlanChangeProblem({ suspended: true, planUUID: 'a' }, 'b')).toBe('plan_change_suspended');
  });
  it('is refused for the plan the service has, or will have after a change already chosen', () => {
    expect(broadbandPlanChangeProblem({ suspended: false, planUUID: 'a' }, 'a')).toBe('broadband_same_plan');
    expect(broadbandPlanChangeProblem({ suspended: false, planUUID: 'a', scheduledPlanUUID: 'b' }, 'b')).toBe(
      'broadband_same_plan',
    );
    expect(broadbandPlanChangeProblem({ suspended: false, planUUID: 'a', scheduledPlanUUID: 'b' }, 'a')).toBe(
      'broadband_same_plan',
    );
    expect(broadbandPlanChangeProblem({ suspended: false, planUUID: 'a', scheduledPlanUUID: 'b' }, 'c')).toBe(
      undefined,
    );
  });
  it('allows any plan for a service whose plan is not one on sale (none to compare with)', () => {
    expect(broadbandPlanChangeProblem({ suspended: false }, 'a')).toBe(undefined);
    expect(broadbandPlanChangeProblem({ suspended: false, scheduledPlanUUID: 'a' }, 'a')).toBe(
      'broadband_same_plan',
    );
  });
  it('takes over at the start of the next month, NZ time, across a year end', () => {
    expect(nextPeriodStartMs(nzTimeToMs('2026-11-23', 10))).toBe(nzTimeToMs('2026-12-01', 0));
    expect(nextPeriodStartMs(nzTimeToMs('2026-12-31', 23))).toBe(nzTimeToMs('2027-01-01', 0));
  });
});
