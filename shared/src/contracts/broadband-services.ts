import { z } from 'zod';
import { NanosSchema, UuidParamSchema, UuidSchema } from '../entities/common';
import { BroadbandPlanSchema } from '../entities/shop-catalogue';
import { DEFAULT_PLAN_CHANGE_MODE, PLAN_CHANGE_MODES } from '../domain/broadband-plan-change';
import { defineContract } from './define';

/*
 * A customer's broadband services after their orders: the fixed-wireless products, the plans a fibre service can
 * change to, and the daily data usage of either.
 */
const tags = ['broadband-services'];

/** A fixed-wireless service: a mobile product of type mobileFWA, there once its order has completed. */
export const FwaServiceProductSchema = z.object({
  UUID: UuidSchema,
  ProductType: z.literal('mobileFWA'),
  /** 4: active. */
  Status: z.number().int(),
  ServiceAddress: z.string(),
  PlanName: z.string(),
  /** The plan in force, when it is one of the shop's fixed-wireless plans. */
  PlanUUID: UuidSchema.optional(),
  /** A change of plan chosen for the next period. */
  ScheduledPlan: z.object({ PlanUUID: UuidSchema, FromNanos: NanosSchema }).optional(),
  /** The account is suspended, and so is the service: its plan cannot change. */
  Suspended: z.boolean(),
  OrderUUID: UuidSchema,
  OrderNumber: z.string(),
  CreatedAtNanos: NanosSchema,
});
export type FwaServiceProduct = z.infer<typeof FwaServiceProductSchema>;

/** The plans a broadband service can change to, as both networks answer them. */
const ServicePlansSchema = z.object({ BroadbandPlans: z.object({ Plans: z.array(BroadbandPlanSchema) }) });

/** A change of a broadband service's plan: LATER (the next period, the default) or NOW. */
export const BroadbandPlanChangeSchema = z.object({
  CustomerUUID: UuidSchema,
  ProductAvailabilityUUID: UuidSchema,
  Mode: z.enum(PLAN_CHANGE_MODES).default(DEFAULT_PLAN_CHANGE_MODE),
});

export const USAGE_PRODUCT_TYPES = ['UFB', 'mobileFWA'] as const;

export const broadbandServiceContracts = {
  fwaProducts: defineContract({
    id: 'broadbandServices.fwaProducts',
    method: 'get',
    // The specification subscribes to the customer's fwa_products; this is the project's path for that read.
    path: '/customers/:uuid/products/fwa',
    summary:
      'The account’s fixed-wireless services, oldest first: one for each fixed-wireless order that completed.',
    access: 'customer',
    params: UuidParamSchema,
    owner: 'uuid',
    response: z.object({ FWAProducts: z.array(FwaServiceProductSchema) }),
    tags,
  }),
  fibreServicePlans: defineContract({
    id: 'broadbandServices.fibreServicePlans',
    method: 'get',
    path: '/ufb/v1/customer/:uuid/service/:id/plans',
    summary: 'The fibre plans a fibre service of the account can change to (the plan it has among them).',
    access: 'customer',
    params: UuidParamSchema.extend({ id: UuidSchema }),
    owner: 'uuid',
    response: ServicePlansSchema,
    errors: ['not_found'],
    tags,
  }),
  fwaServicePlans: defineContract({
    id: 'broadbandServices.fwaServicePlans',
    method: 'get',
    path: '/fwa/v1/customer/:uuid/mobile/:product/plans',
    summary: 'The fixed-wireless plans a fixed-wireless service of the account can change to.',
    access: 'customer',
    params: UuidParamSchema.extend({ product: UuidSchema }),
    owner: 'uuid',
    response: ServicePlansSchema,
    errors: ['not_found'],
    tags,
  }),
  fwaChangePlan: defineContract({
    id: 'broadbandServices.fwaChangePlan',
    method: 'post',
    path: '/fwa/change-plan',
    summary:
      'Changes the plan of a fixed-wireless service (UUID): at the next period (LATER, the default) or now. ' +
      "Refused while the account is suspended, and for the plan it has or will have ('you already have this plan').",
    access: 'customer',
    body: BroadbandPlanChangeSchema.extend({ UUID: UuidSchema }),
    response: FwaServiceProductSchema,
    errors: ['not_found', 'unknown_reference', 'plan_change_suspended', 'broadband_same_plan'],
    tags,
  }),
};
