import {
  UfbPlanCreateSchema,
  UfbPlanRecordSchema,
  UfbPlanSearchResultSchema,
  UfbPlanSearchSchema,
  UfbPlanUpdateSchema,
} from '../entities/fibre-plan';
import { PLAN_SORT_FIELDS, UfbPlanFilterSchema } from '../entities/store-list';
import { defineContract } from './define';
import {
  STORE_PREFIX,
  STORE_TAGS,
  StoreParamsSchema,
  StoreRecordParamsSchema,
  storeListQuery,
  storeListResponse,
} from './store-common';

const base = `${STORE_PREFIX}/UFB_plan`;

/**
 * Fibre plans. 002 §7 names one call, POST UFB_plan answering { UFBPlans } (a look-up by UUID); the console's
 * list, read, edit and create are the project's: GET UFB_plan, GET/PUT UFB_plan/{UUID} and POST UFB_plan/create
 * (POST UFB_plan itself is the specification's look-up).
 */
export const fibrePlanContracts = {
  planSearch: defineContract({
    id: 'store.planSearch',
    method: 'post',
    path: base,
    summary: 'Fibre plans by UUID, or every available plan (002 §7 "POST UFB_plan", answer UFBPlans).',
    access: 'operator',
    params: StoreParamsSchema,
    body: UfbPlanSearchSchema,
    response: UfbPlanSearchResultSchema,
    tags: STORE_TAGS,
  }),
  planList: defineContract({
    id: 'store.planList',
    method: 'get',
    path: base,
    summary: 'Fibre plans for the console (array with Content-Range, or { UFBPlans, Total } by page).',
    access: 'operator',
    params: StoreParamsSchema,
    query: storeListQuery(PLAN_SORT_FIELDS, UfbPlanFilterSchema),
    response: storeListResponse(UfbPlanRecordSchema, 'UFBPlans'),
    rangeList: true,
    errors: ['no_response_data'],
    tags: STORE_TAGS,
  }),
  planGet: defineContract({
    id: 'store.planGet',
    method: 'get',
    path: `${base}/:uuid`,
    summary: 'One fibre plan.',
    access: 'operator',
    params: StoreRecordParamsSchema,
    response: UfbPlanRecordSchema,
    errors: ['not_found'],
    tags: STORE_TAGS,
  }),
  planUpdate: defineContract({
    id: 'store.planUpdate',
    method: 'put',
    path: `${base}/:uuid`,
    summary: 'Changes a fibre plan (name, description, monthly price in cents, speeds, availability).',
    access: 'operator',
    params: StoreRecordParamsSchema,
    body: UfbPlanUpdateSchema,
    response: UfbPlanRecordSchema,
    errors: ['not_found'],
    tags: STORE_TAGS,
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
