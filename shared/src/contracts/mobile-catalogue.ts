import { SpidParamSchema } from '../entities/common';
import {
  MultiSimPlansRequestSchema,
  MultiSimPlansSchema,
  PostpayMobilePlansSchema,
  PrepayAddonsSchema,
} from '../entities/mobile-catalogue';
import { defineContract } from './define';

/** The mobile catalogue: public, since the plans pages are shown before signing in. */
const tags = ['mobile-catalogue'];

export const mobileCatalogueContracts = {
  postpayPlans: defineContract({
    id: 'mobileCatalogue.postpayPlans',
    method: 'get',
    path: '/v1/:spid/postpay_mobile_plans',
    summary: 'The postpay plans and addons of the catalogue, with their availabilities and characteristics.',
    access: 'public',
    params: SpidParamSchema,
    response: PostpayMobilePlansSchema,
    tags,
  }),
  prepayPlans: defineContract({
    id: 'mobileCatalogue.prepayPlans',
    method: 'get',
    path: '/v3/:spid/prepay_mobile_plans',
    summary: 'The prepay and pay-as-you-go plans and addons of the catalogue.',
    access: 'public',
    params: SpidParamSchema,
    response: PrepayAddonsSchema,
    tags,
  }),
  multiSimPlans: defineContract({
    id: 'mobileCatalogue.multiSimPlans',
    method: 'post',
    path: '/v2/:spid/multi_sim_plans',
    summary:
      'The multi-SIM plans (family, solo, companion, simple) with their SIM group settings and minimum SIMs; ' +
      'a Kind narrows the answer to one kind. The specification does not show this path: it is the project’s.',
    access: 'public',
    params: SpidParamSchema,
    body: MultiSimPlansRequestSchema,
    response: MultiSimPlansSchema,
    tags,
  }),
};
