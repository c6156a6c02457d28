import { CustomerEntityListSchema, CustomerSchema } from '../entities/customer';
import { SpidParamSchema, UuidSchema } from '../entities/common';
import { defineContract } from './define';

export const customerContracts = {
  listMine: defineContract({
    id: 'customer.listMine',
    method: 'get',
    path: '/v2/:spid/customer',
    summary:
      'The customer accounts the signed-in login owns (loaded after sign-in), each as the customer entity: its ' +
      'services, info (balance, expireAt, currentPlan with id and dateExpire), cards and payment history.',
    access: 'customer',
    params: SpidParamSchema,
    response: CustomerEntityListSchema,
    tags: ['customer'],
  }),
  get: defineContract({
    id: 'customer.get',
    method: 'get',
    path: '/v2/:spid/customer/:uuid',
    summary: 'One customer account of the signed-in login.',
    access: 'customer',
    params: SpidParamSchema.extend({ uuid: UuidSchema }),
    owner: 'uuid',
    response: CustomerSchema,
    errors: ['not_found'],
    tags: ['customer'],
  }),
};
