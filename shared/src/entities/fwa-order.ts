import { z } from 'zod';
import { NanosSchema, SpidSchema, UuidSchema } from './common';
import { AppointmentSchema } from './fibre-order';

/**
 * The states a fixed-wireless order moves through (the specification shows the polling, not the states): received
 * once paid, a site check of the coverage at the address, the modem on its way, an installation booked, and the
 * final ones.
 */
export const FWA_ORDER_STATES = [
  'received',
  'site_check',
  'modem_dispatched',
  'installation_booked',
  'completed',
  'failed',
  'cancelled',
] as const;
export const FwaOrderStateSchema = z.enum(FWA_ORDER_STATES);
export type FwaOrderState = z.infer<typeof FwaOrderStateSchema>;

export const FwaOrderStepSchema = z.object({
  State: FwaOrderStateSchema,
  AtNanos: NanosSchema,
  Note: z.string().max(1000).optional(),
});
export type FwaOrderStep = z.infer<typeof FwaOrderStepSchema>;

/** A fixed-wireless order as the mock keeps it; its state lives in the timeline, read against the clock. */
export const FwaOrderSchema = z.object({
  UUID: UuidSchema,
  SPID: SpidSchema,
  CustomerUUID: UuidSchema,
  ShopOrderUUID: UuidSchema,
  PlanName: z.string(),
  /**
   * The fixed-wireless service this order gives keeps its plan here: the plan bought (when it is one of the shop's
   * plans), replaced by a change made now, and a change chosen for the next period until the clock reaches it.
   */
  PlanUUID: UuidSchema.optional(),
  ScheduledPlan: z.object({ PlanUUID: UuidSchema, FromNanos: NanosSchema }).optional(),
  ServiceAddress: z.string(),
  Timeline: z.array(FwaOrderStepSchema).min(1),
  Appointment: AppointmentSchema.nullable(),
  CreatedAtNanos: NanosSchema,
});
export type FwaOrder = z.infer<typeof FwaOrderSchema>;
