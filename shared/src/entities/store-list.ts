import { z } from 'zod';
import { MAX_LIST_FILTER_CHARS } from '../config';
import { CustomerSchema } from './customer';
import { UuidSchema } from './common';
import { FibreOrderStateSchema } from './fibre-order';
import { FibreProductStateSchema } from './fibre-product';
import { LfcNameSchema } from './lfc-product';
import { RecordIdShape } from './store-common';

/** The most rows one list request answers (react-admin's export asks for 1000). */
export const STORE_MAX_PAGE = 1000;
/**
 * The most ids one list `filter` names (react-admin's getMany for a page of references, at most 100 rows): a list
 * this long fits in the filter's MAX_LIST_FILTER_CHARS, so no id list the document allows is refused for its length.
 */
export const STORE_MAX_FILTER_IDS = 100;

/**
 * A query parameter that carries JSON, as ra-data-simple-rest sends `sort`, `range` and `filter`. The OpenAPI
 * document describes it as JSON content of the inner schema (the `json` mark).
 */
export function jsonParam<S extends z.ZodType>(name: string, schema: S, maxChars: number) {
  return z
    .string()
    .max(maxChars)
    .meta({ 'x-json-param': true })
    .transform((text, ctx): unknown => {
      try {
        return JSON.parse(text);
      } catch {
        ctx.issues.push({ code: 'custom', message: `${name} is not valid JSON`, input: text });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

const oneOrMany = <S extends z.ZodType>(s: S) => z.union([s, z.array(s).max(50)]);
const NzDateSchema = z.iso.date({ error: 'A date like 2026-12-01' });

/** Filters every store list accepts (react-admin sends them as one JSON object). */
const commonFilter = {
  /** getMany: `{"id": [...]}`; deleted records are answered too. */
  id: z.union([UuidSchema, z.array(UuidSchema).max(STORE_MAX_FILTER_IDS)]).optional(),
  q: z.string().trim().max(200).optional(),
  /** true lists the soft-deleted records only (the trash); otherwise they are hidden. */
  deleted: z.boolean().optional(),
  /** Created on or after this NZ calendar day, and on or before `CreatedTo`. */
  CreatedFrom: NzDateSchema.optional(),
  CreatedTo: NzDateSchema.optional(),
};

/** What an order and the product it builds are both filtered by: the LFC, the plan, the LFC product, the customer. */
const fibreServiceFilter = {
  ...commonFilter,
  LFC: oneOrMany(LfcNameSchema).optional(),
  PlanUUID: UuidSchema.optional(),
  LFCProductUUID: UuidSchema.optional(),
  CustomerUUID: UuidSchema.optional(),
};

export const FibreOrderFilterSchema = z.strictObject({
  ...fibreServiceFilter,
  State: oneOrMany(FibreOrderStateSchema).optional(),
  ProductUUID: UuidSchema.optional(),
  /** Failed, site visit required or RFS time required (the dashboard's "needs attention"). */
  attention: z.boolean().optional(),
  /** Orders with an appointment on this NZ calendar day. */
  AppointmentOn: NzDateSchema.optional(),
});
export type FibreOrderFilter = z.infer<typeof FibreOrderFilterSchema>;

export const FibreProductFilterSchema = z.strictObject({
  ...fibreServiceFilter,
  State: oneOrMany(FibreProductStateSchema).optional(),
  OrderUUID: UuidSchema.optional(),
});
export type FibreProductFilter = z.infer<typeof FibreProductFilterSchema>;

export const LfcProductFilterSchema = z.strictObject({
  ...commonFilter,
  LFC: oneOrMany(LfcNameSchema).optional(),
  Available: z.boolean().optional(),
});
export type LfcProductFilter = z.infer<typeof LfcProductFilterSchema>;

export const UfbPlanFilterSchema = z.strictObject({
  id: commonFilter.id,
  q: commonFilter.q,
  Available: z.boolean().optional(),
});
export type UfbPlanFilter = z.infer<typeof UfbPlanFilterSchema>;

export const StoreCustomerFilterSchema = z.strictObject({
  id: commonFilter.id,
  q: commonFilter.q,
  AccountType: CustomerSchema.shape.AccountType.optional(),
});
export type StoreCustomerFilter = z.infer<typeof StoreCustomerFilterSchema>;

const RangeSchema = z
  .tuple([z.number().int().min(0), z.number().int().min(0)])
  .refine(([start, end]) => end >= start && end - start < STORE_MAX_PAGE, {
    error: `range is [first, last] with last >= first and at most ${STORE_MAX_PAGE} rows`,
  })
  .meta({ description: `[first, last]: last >= first and at most ${STORE_MAX_PAGE} rows` });

/**
 * The query of a store list. Two forms: ra-data-simple-rest's `sort`, `range`, `filter`
 * (answered as an array with Content-Range), or the paginated form `PageNumber`/`PageSize` (answered as an
 * envelope such as { LFCProducts }, 404 when the page is empty).
 */
export function storeListQuery<F extends z.ZodType>(sortFields: readonly [string, ...string[]], filter: F) {
  return z.object({
    sort: jsonParam('sort', z.tuple([z.enum(sortFields), z.enum(['ASC', 'DESC'])]), 200).optional(),
    range: jsonParam('range', RangeSchema, 100).optional(),
    filter: jsonParam('filter', filter, MAX_LIST_FILTER_CHARS).optional(),
    PageNumber: z.coerce.number().int().min(1).max(100_000).optional(),
    PageSize: z.coerce.number().int().min(1).max(STORE_MAX_PAGE).optional(),
  });
}

/** A customer account as the console reads it (read-only). */
export const StoreCustomerRecordSchema = CustomerSchema.extend(RecordIdShape);
export type StoreCustomerRecord = z.infer<typeof StoreCustomerRecordSchema>;

/** The columns each store list sorts on (a field path of the answered record). */
export const ORDER_SORT_FIELDS = [
  'id',
  'UUID',
  'OrderNumber',
  'CustomerName',
  'State',
  'Status',
  'StateText',
  'LFC',
  'PlanUUID',
  'LFCProductUUID',
  'Address.Formatted',
  'Appointment.StartNanos',
  'CreatedAtNanos',
  'UpdatedAtNanos',
  'DeletedAtNanos',
] as const;
export const PRODUCT_SORT_FIELDS = [
  'id',
  'UUID',
  'OrderNumber',
  'CustomerName',
  'State',
  'Status',
  'StateDescription',
  'LFC',
  'PlanUUID',
  'BillingReference',
  'Address.Formatted',
  'CreatedAtNanos',
  'UpdatedAtNanos',
  'DeletedAtNanos',
] as const;
export const LFC_PRODUCT_SORT_FIELDS = [
  'id',
  'UUID',
  'LFC',
  'Name',
  'ProductCode',
  'Description',
  'DownloadMbps',
  'UploadMbps',
  'WholesaleCents',
  'Available',
  'CreatedAtNanos',
  'UpdatedAtNanos',
  'DeletedAtNanos',
] as const;
export const PLAN_SORT_FIELDS = [
  'id',
  'UUID',
  'Name',
  'Cents',
  'DownloadMbps',
  'UploadMbps',
  'Available',
  'CreatedAtNanos',
  'UpdatedAtNanos',
] as const;
export const CUSTOMER_SORT_FIELDS = [
  'id',
  'UUID',
  'FirstName',
  'LastName',
  'Email',
  'MobileNumber',
  'AccountType',
  'AccountState',
  'CreatedAtNanos',
] as const;
