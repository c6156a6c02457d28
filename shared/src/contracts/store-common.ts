import { z } from 'zod';
import { SpidParamSchema, UuidSchema } from '../entities/common';
export { PurgeResultSchema } from '../entities/store-common';
import { storeListQuery } from '../entities/store-list';

/** Every call of the provider-side store is under /v3/{SPID} (002 §7). */
export const STORE_PREFIX = '/v3/:spid';
export const StoreParamsSchema = SpidParamSchema;
export const StoreRecordParamsSchema = SpidParamSchema.extend({ uuid: UuidSchema });

/** A list answer: an array (ra-data-simple-rest, with Content-Range) or the paginated envelope. */
export function storeListResponse<R extends z.ZodType, K extends string>(record: R, envelope: K) {
  return z.union([
    z.array(record),
    z.object({ [envelope]: z.array(record), Total: z.number().int().min(0) } as {
      [P in K | 'Total']: P extends 'Total' ? z.ZodNumber : z.ZodArray<R>;
    }),
  ]);
}

export { storeListQuery };

export const STORE_TAGS = ['provider-store'] as const;
