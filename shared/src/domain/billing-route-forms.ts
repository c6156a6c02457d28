import { z } from 'zod';
import { RouteRequestTypeSchema, SpendCycleSchema, type SpendCycle } from '../entities/billing-route';
import { approvalRequestProblems, parseCycleCount, spendLimitFromTotal } from './billing-routes';
import { givenName } from './form-rules';
import { centsToAmount } from './money';

/**
 * A route's name and limits as the form holds them: the total as typed ("49.99"), the cycle count as text. They
 * come out as the API's fields: the total times 100 in SpendLimit, the cycle count a whole number.
 */
export const routeLimitsSchema = z
  .object({
    name: givenName(),
    total: z.string().refine((total) => spendLimitFromTotal(total) !== undefined, 'spend_limit_format'),
    cycle: SpendCycleSchema,
    count: z.string().refine((count) => parseCycleCount(count) !== undefined, 'cycle_count_format'),
  })
  .transform((form) => ({
    Name: form.name.trim(),
    SpendLimit: spendLimitFromTotal(form.total) as number,
    SpendCycle: form.cycle,
    SpendCycleCount: parseCycleCount(form.count) as number,
  }));

/** The limits form filled from a route, or empty (monthly, no cycle count) for a new one. */
export const routeLimitsForm = (route?: {
  Name: string;
  SpendLimit: number;
  SpendCycle: SpendCycle;
  SpendCycleCount: number;
}) => ({
  name: route?.Name ?? '',
  total: route ? centsToAmount(route.SpendLimit) : '',
  cycle: route?.SpendCycle ?? ('MONTHLY' as SpendCycle),
  count: route ? String(route.SpendCycleCount) : '0',
});

/** An invite or request: which of the two, a phone number or mobile product, and a description. */
export const approvalRequestSchema = z
  .object({ type: RouteRequestTypeSchema, RequestedTo: z.string(), Description: z.string() })
  .superRefine((form, ctx) => {
    for (const [path, message] of Object.entries(approvalRequestProblems(form)))
      ctx.addIssue({ code: 'custom', path: [path], message });
  });
