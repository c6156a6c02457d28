import {
  UfbPlanCreateSchema,
  UfbPlanRecordSchema,
  UfbPlanSearchResultSchema,
  UfbPlanSearchSchema,
  UfbPlanUpdateSchema,
} from '../entities/fibre-plan';
import { PLAN_SORT_FIELDS, UfbPlanFilterSchema } from '../entities/store-list';
import { defineContract } from './define';
import { STORE_PREFIX, STORE_TAGS, StoreParamsSchema, storeContracts } from './store-common';

const base = `${STORE_PREFIX}/UFB_plan`;

/**
 * Fibre plans. The specification names one call, POST UFB_plan answering { UFBPlans } (a look-up by UUID);
 * the console's list, read, edit and create are the project's: GET UFB_plan, GET/PUT UFB_plan/{UUID} and
 * POST UFB_plan/create (POST UFB_plan itself is the specification's look-up).
 */
export const fibrePlanContracts = {
  planSearch: defineContract({
    id: 'store.planSearch',
    method: 'post',
    path: base,
    summary: 'Fibre plans by UUID, or every available plan (answer UFBPlans).',
    access: 'operator',
    params: StoreParamsSchema,
    body: UfbPlanSearchSchema,
    response: UfbPlanSearchResultSchema,
    tags: STORE_TAGS,
  }),
  ...storeContracts({
    name: 'plan',
    segment: 'UFB_plan',
    envelope: 'UFBPlans',
    record: UfbPlanRecordSchema,
    sortFields: PLAN_SORT_FIELDS,
    filter: UfbPlanFilterSchema,
    summary: {
      list: 'Fibre plans for the console (array with Content-Range, or { UFBPlans, Total } by page).',
      get: 'One fibre plan.',
      update: 'Changes a fibre plan (name, description, monthly price in cents, speeds, availability).',
    },
    update: { body: UfbPlanUpdateSchema, errors: ['not_found'] },
  }),
  planCreate: defineContract({
    id: 'store.planCreate',
    method: 'post',
    path: `${base}/create`,
    summary: 'Creates a fibre plan.',
    access: 'operator',
    params: StoreParamsSchema,
    body: UfbPlanCreateSchema,
    response: UfbPlanRecordSchema,
    status: 201,
    tags: STORE_TAGS,
  }),
};
