import { z } from 'zod';
import { LATEST_DATE_NANOS, NanosSchema, SpidParamSchema, UuidSchema } from './common';

/*
 * A mobile service's usage by the specification's wire names: the usage balance entries, the charge records (one
 * per data session, call or batch of texts) and the daily histogram the usage chart draws.
 */

export const BalanceTypeSchema = z.enum([
  'Data',
  'Mins',
  'IDDMins',
  'TXTs',
  'IDDTXTs',
  'PXTs',
  'TetheringData',
]);

export const UsageBalanceEntrySchema = z.object({
  Type: BalanceTypeSchema,
  /** Megabytes for data, minutes for calls, counts for texts. */
  CarryOverAmount: z.number().nonnegative(),
  RemainingAmount: z.number().nonnegative(),
  Total: z.number().nonnegative(),
  UsageRule: z.enum(['Unlimited', 'CasualRate', 'Allowance']),
});
export type UsageBalanceEntryWire = z.infer<typeof UsageBalanceEntrySchema>;

export const UsageBalanceSchema = z.object({
  MobileUUID: UuidSchema,
  Balances: z.array(UsageBalanceEntrySchema),
});
export type UsageBalance = z.infer<typeof UsageBalanceSchema>;

export const UsageTypeSchema = z.enum([
  'data',
  'tetheringData',
  'roamingData',
  'voice',
  'idd_voice',
  'sms',
  'idd_sms',
  'mms',
]);

export const UsageChargeSchema = z.object({
  /** ISO 8601, UTC. */
  DateAndTime: z.string(),
  AmountCents: z.number().int().nonnegative(),
  /** Megabytes. */
  ChargedData: z.number().nonnegative(),
  ChargedMins: z.number().int().nonnegative(),
  ChargedTXTs: z.number().int().nonnegative(),
  ChargedPXTs: z.number().int().nonnegative(),
  /** What was used: hotspot and overseas data, and international calls and texts, apart from the rest. */
  UsageType: UsageTypeSchema,
});
export type UsageCharge = z.infer<typeof UsageChargeSchema>;

/** Query booleans arrive as text; a switch left out is on. */
const SwitchSchema = z
  .enum(['true', 'false'])
  .default('true')
  .transform((v) => v === 'true');
/** Nanoseconds since the epoch are beyond a safe integer: whole numbers are not asked for. */
/** Nanoseconds in a query: the same bounds as NanosSchema, on the number the text is read as (so the document shows them). */
const QueryNanosSchema = z.coerce.number().nonnegative().max(LATEST_DATE_NANOS);

export const UsageChargesQuerySchema = z.object({
  From: QueryNanosSchema.optional(),
  Upto: QueryNanosSchema.optional(),
  data: SwitchSchema,
  mins: SwitchSchema,
  txts: SwitchSchema,
  pxts: SwitchSchema,
});

export const HistogramKindSchema = z.enum(['data', 'voice']);
export type HistogramKind = z.infer<typeof HistogramKindSchema>;

export const HistogramParamsSchema = SpidParamSchema.extend({ kind: HistogramKindSchema });

export const HistogramRequestSchema = z
  .object({
    CustomerUUID: UuidSchema,
    ProductInstanceUUID: UuidSchema,
    ProductType: z.string().max(64),
    Range: z.object({ FirstNanos: NanosSchema, FinalNanos: NanosSchema }),
    /** One day (86,400 s in nanoseconds) buckets by NZ calendar day. */
    IntervalNanos: z
      .number()
      .int()
      .min(60 * 60 * 1_000_000_000),
  })
  .refine((r) => r.Range.FinalNanos > r.Range.FirstNanos, {
    path: ['Range', 'FinalNanos'],
    message: 'FinalNanos must be after FirstNanos',
  })
  .meta({ description: 'Range.FinalNanos must be after Range.FirstNanos' });
export type HistogramRequest = z.infer<typeof HistogramRequestSchema>;

export const HistogramSchema = z.object({
  /** Megabytes per bucket for data, seconds for voice. */
  result: z.object({ Buckets: z.array(z.number().nonnegative()) }),
});
export type Histogram = z.infer<typeof HistogramSchema>;
