import { z } from 'zod';
import { FIBRE_PRODUCT_STATES } from './fibre-states';
import { NanosSchema, SpidSchema, UuidSchema } from './common';
import { FibreAddressSchema, SubstateSchema } from './fibre-order';
import { LfcNameSchema } from './lfc-product';
import { DeletedAtSchema, storeText, RecordIdShape } from './store-common';

export { FIBRE_PRODUCT_STATES };

export const FibreProductStateSchema = z.enum(FIBRE_PRODUCT_STATES, { error: 'Unknown product state' });
export type FibreProductState = z.infer<typeof FibreProductStateSchema>;

/** One step of a product's timeline: its own state and substate, and the substate of the order behind it. */
export const ProductStepSchema = z.object({
  State: FibreProductStateSchema,
  Substate: SubstateSchema,
  ProductOrderSubstate: SubstateSchema,
  AtNanos: NanosSchema,
  Note: storeText(1000).optional(),
  /** Who made the step by hand (an operator's name); absent for the simulated provisioning. */
  By: z.string().max(120).optional(),
});
export type ProductStep = z.infer<typeof ProductStepSchema>;

/**
 * A fibre product as the store keeps it. It is created pending with its order
 * and follows the order's timeline until it is active; an operator may move it by hand.
 */
export const FibreProductSchema = z.object({
  UUID: UuidSchema,
  SPID: SpidSchema,
  CustomerUUID: UuidSchema,
  CustomerName: storeText(120),
  CustomerEmail: storeText(254),
  OrderUUID: UuidSchema,
  OrderNumber: z.string(),
  PlanUUID: UuidSchema,
  LFCProductUUID: UuidSchema,
  LFC: LfcNameSchema,
  BillingReference: storeText(60),
  PrequalUUID: UuidSchema,
  Address: FibreAddressSchema,
  Timeline: z.array(ProductStepSchema).min(1),
  /** A change of plan its customer chose for the next period: it takes over at FromNanos. */
  ScheduledPlan: z.object({ PlanUUID: UuidSchema, FromNanos: NanosSchema }).optional(),
  CreatedAtNanos: NanosSchema,
  UpdatedAtNanos: NanosSchema,
  DeletedAtNanos: DeletedAtSchema,
});
export type FibreProduct = z.infer<typeof FibreProductSchema>;

/** A fibre product as answered: Status, State, Substate, ProductOrderSubstate and StateDescription. */
export const FibreProductRecordSchema = FibreProductSchema.extend(RecordIdShape).extend({
  /** The order rank of the state mapping: active 4, pending 2, suspended 3, cancelled 5, unknown 1. */
  Status: z.number().int(),
  State: FibreProductStateSchema,
  Substate: SubstateSchema,
  ProductOrderSubstate: SubstateSchema,
  StateDescription: z.string(),
});
export type FibreProductRecord = z.infer<typeof FibreProductRecordSchema>;

export const FibreProductUpdateSchema = z.object({
  State: FibreProductStateSchema.optional(),
  Substate: SubstateSchema.optional(),
  Note: storeText(1000).optional(),
  PlanUUID: UuidSchema.optional(),
  BillingReference: storeText(60).optional(),
  DeletedAtNanos: z.null().optional(),
});
export type FibreProductUpdate = z.input<typeof FibreProductUpdateSchema>;
