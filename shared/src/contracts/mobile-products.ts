import { UuidParamSchema, UuidSchema } from '../entities/common';
import { MobileProductListSchema, MobileProductViewSchema } from '../entities/mobile-product';
import { defineContract } from './define';

/*
 * The customer's mobile services. The specification does not show the product path: it is the project's, beside
 * the prepay balance path the specification writes (/customers/{uuid}/products/mobile/prepay/{mobileUuid}/balance).
 */
const tags = ['mobile'];

export const mobileProductContracts = {
  list: defineContract({
    id: 'mobileProducts.list',
    method: 'get',
    path: '/customers/:uuid/products/mobile',
    summary:
      'The account’s mobile services, oldest first, each with its status, billing reference, number, SIM, plan ' +
      'and addons. The current product is the first whose service type is not "Not Activated".',
    access: 'customer',
    params: UuidParamSchema,
    owner: 'uuid',
    response: MobileProductListSchema,
    tags,
  }),
  get: defineContract({
    id: 'mobileProducts.get',
    method: 'get',
    path: '/customers/:uuid/products/mobile/:mobileUuid',
    summary: 'One mobile service of the account.',
    access: 'customer',
    params: UuidParamSchema.extend({ mobileUuid: UuidSchema }),
    owner: 'uuid',
    response: MobileProductViewSchema,
    errors: ['not_found'],
    tags,
  }),
};
