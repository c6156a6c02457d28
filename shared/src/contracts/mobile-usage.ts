import { UuidParamSchema, UuidSchema } from '../entities/common';
import {
  HistogramParamsSchema,
  HistogramRequestSchema,
  HistogramSchema,
  UsageBalanceSchema,
  UsageChargeSchema,
  UsageChargesQuerySchema,
} from '../entities/mobile-usage';
import { z } from 'zod';
import { defineContract } from './define';

/*
 * A mobile service's usage, simulated on the virtual clock: the balance of each allowance, the charge records and
 * the histogram of the usage chart. Another account's service is as unknown as a missing one.
 */
const tags = ['mobile', 'usage'];

export const mobileUsageContracts = {
  balance: defineContract({
    id: 'mobileUsage.balance',
    method: 'get',
    path: '/customers/v1/:uuid/usage-balance',
    summary:
      'The usage balance of a service: per allowance (Data, Mins, IDDMins, TXTs, IDDTXTs, PXTs, TetheringData) ' +
      'its total, what remains of it this period, the unexpired rolled-over amount and its rule.',
    access: 'customer',
    params: UuidParamSchema,
    owner: 'uuid',
    query: z.object({ MobileUUID: UuidSchema }),
    response: UsageBalanceSchema,
    errors: ['not_found'],
    tags,
  }),
  charges: defineContract({
    id: 'mobileUsage.charges',
    method: 'get',
    path: '/frontend/v1/customer/:uuid/cellular/charges/:mobileProductUuid',
    summary:
      'The charge records of a service between From and Upto (nanoseconds; by default from when the service was ' +
      'made until now), newest first; data, mins, txts and pxts switch kinds off. An empty range gives [].',
    access: 'customer',
    params: UuidParamSchema.extend({ mobileProductUuid: UuidSchema }),
    owner: 'uuid',
    query: UsageChargesQuerySchema,
    response: z.array(UsageChargeSchema),
    errors: ['not_found'],
    tags,
  }),
  histogram: defineContract({
    id: 'mobileUsage.histogram',
    method: 'post',
    path: '/v2/:spid/usage/:kind/histogram',
    summary:
      'A mobile or broadband service’s data (megabytes) or voice (seconds; mobile only) use per interval of the ' +
      'range; an interval of one day ' +
      'means NZ calendar days. The CustomerUUID must be the caller’s.',
    access: 'customer',
    params: HistogramParamsSchema,
    body: HistogramRequestSchema,
    response: HistogramSchema,
    errors: ['not_found'],
    tags,
  }),
};
