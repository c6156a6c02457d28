import { z } from 'zod';
import { NanosSchema, UuidParamSchema, UuidSchema } from '../entities/common';
import { BroadbandPlanSchema } from '../entities/shop-catalogue';
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
  OrderUUID: UuidSchema,
  OrderNumber: z.string(),
  CreatedAtNanos: NanosSchema,
});
export type FwaServiceProduct = z.infer<typeof FwaServiceProductSchema>;

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
    response: z.object({ BroadbandPlans: z.object({ Plans: z.array(BroadbandPlanSchema) }) }),
    errors: ['not_found'],
    tags,
  }),
};
