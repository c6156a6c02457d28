import { z } from 'zod';
import { LFC_NAMES } from './fibre-states';
import { NanosSchema, SpidSchema, UuidSchema } from './common';
import {
  CentsSchema,
  DeletedAtSchema,
  MbpsSchema,
  requiredText,
  storeText,
  RecordIdShape,
} from './store-common';

export { LFC_NAMES };

export const LfcNameSchema = z.enum(LFC_NAMES, { error: 'Choose a local fibre company' });
export type LfcName = z.infer<typeof LfcNameSchema>;

/**
 * A wholesale product of a local fibre company. The specification names the call but not
 * the fields; these are the project's: the company, its product code and speeds, and the wholesale price.
 */
export const LfcProductSchema = z.object({
  UUID: UuidSchema,
  SPID: SpidSchema,
  LFC: LfcNameSchema,
  Name: requiredText(100, 'Name'),
  ProductCode: requiredText(40, 'Product code'),
  Description: storeText(500),
  DownloadMbps: MbpsSchema,
  UploadMbps: MbpsSchema,
  WholesaleCents: CentsSchema,
  Available: z.boolean(),
  CreatedAtNanos: NanosSchema,
  UpdatedAtNanos: NanosSchema,
  DeletedAtNanos: DeletedAtSchema,
});
export type LfcProduct = z.infer<typeof LfcProductSchema>;

export const LfcProductRecordSchema = LfcProductSchema.extend(RecordIdShape);
export type LfcProductRecord = z.infer<typeof LfcProductRecordSchema>;

const editable = {
  LFC: LfcNameSchema,
  Name: requiredText(100, 'Name'),
  ProductCode: requiredText(40, 'Product code'),
  Description: storeText(500).default(''),
  DownloadMbps: MbpsSchema,
  UploadMbps: MbpsSchema,
  WholesaleCents: CentsSchema,
  Available: z.boolean().default(true),
};

export const LfcProductCreateSchema = z.object(editable);
export type LfcProductCreate = z.input<typeof LfcProductCreateSchema>;

/** A change: any editable field; `DeletedAtNanos: null` restores a soft-deleted product. */
export const LfcProductUpdateSchema = z.object({
  ...z.object(editable).partial().shape,
  Description: storeText(500).optional(),
  Available: z.boolean().optional(),
  DeletedAtNanos: z.null().optional(),
});
export type LfcProductUpdate = z.input<typeof LfcProductUpdateSchema>;
