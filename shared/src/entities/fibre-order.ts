import { z } from 'zod';
import { FIBRE_ORDER_STATES } from './fibre-states';
import { emailOf, NanosSchema, SpidSchema, UuidSchema } from './common';
import { LfcNameSchema } from './lfc-product';
import { DeletedAtSchema, requiredText, storeText, RecordIdShape } from './store-common';

export { FIBRE_ORDER_STATES };

export const FibreOrderStateSchema = z.enum(FIBRE_ORDER_STATES, { error: 'Unknown order state' });
export type FibreOrderState = z.infer<typeof FibreOrderStateSchema>;

/** The order statuses of the state mapping a fibre order answers with, for the polling rules. */
export const FibreOrderStatusSchema = z.enum(['CONFIRMED', 'PROCESSING', 'COMPLETED', 'FAILED', 'CANCELED']);
export type FibreOrderStatus = z.infer<typeof FibreOrderStatusSchema>;

/** Substates a state can carry: the display codes (site visit, new RFS time) and the project's own. */
export const SubstateSchema = storeText(60);

/** One step of an order's timeline. The timeline is decided when the order starts; the clock tells where it is. */
export const OrderStepSchema = z.object({
  State: FibreOrderStateSchema,
  Substate: SubstateSchema,
  AtNanos: NanosSchema,
  /** Why, when an operator or a failure made the step. */
  Note: storeText(1000).optional(),
  /** Who made the step by hand (an operator's name); absent for the simulated provisioning. */
  By: z.string().max(120).optional(),
});
export type OrderStep = z.infer<typeof OrderStepSchema>;

const addressFields = {
  Formatted: requiredText(300, 'Address'),
  Number: storeText(20),
  StreetName: storeText(100),
  StreetType: storeText(40),
  Suburb: storeText(100),
  City: storeText(100),
  PostCode: storeText(10),
  LocationProvider: storeText(40),
  LocationProviderIDX: storeText(100),
};
const externalReferenceFields = {
  OrderType: z.enum(['ConnectPrimary', 'TransferPrimary']),
  ServiceType: z.literal('UFB'),
  /** Ready-for-service date wished for, YYYY-MM-DD, or empty. */
  RSFDate: z.union([z.iso.date({ error: 'A date like 2026-12-01' }), z.literal('')]),
  SiteContactName: storeText(100),
  SiteContactPhone: z
    .string()
    .trim()
    // A digit last, so the pattern holds before the spaces around it are trimmed too.
    .regex(/^(\+?\d[\d ]{5,17}\d)?$/, { error: 'Phone number format is invalid' }),
  SiteContactEmail: z.union([emailOf('Email format is invalid'), z.literal('')]),
};

/** Every field but the required ones may be left out of a new record and is then empty. */
function withEmptyDefaults<S extends Record<string, z.ZodType>, R extends keyof S>(shape: S, required: R[]) {
  return z.object(
    Object.fromEntries(
      Object.entries(shape).map(([k, v]) => [k, required.includes(k as R) ? v : v.default('' as never)]),
    ) as { [K in keyof S]: K extends R ? S[K] : z.ZodDefault<S[K]> },
  );
}

/** The service address of an order: the normalised address fields a fibre order needs. */
export const FibreAddressSchema = z.object(addressFields);
export type FibreAddress = z.infer<typeof FibreAddressSchema>;
export const FibreAddressInputSchema = withEmptyDefaults(addressFields, ['Formatted']);

/** ExternalReference of the fibre cart. Order type rules: see the fibre state mapping. */
export const FibreExternalReferenceSchema = z.object(externalReferenceFields);
export type FibreExternalReference = z.infer<typeof FibreExternalReferenceSchema>;
export const FibreExternalReferenceInputSchema = z.object({
  ...withEmptyDefaults(externalReferenceFields, ['OrderType', 'ServiceType']).shape,
  OrderType: externalReferenceFields.OrderType.default('ConnectPrimary'),
  ServiceType: externalReferenceFields.ServiceType.default('UFB'),
});

/** Appointment windows: morning and afternoon slots (the timeslot's "Mode"). */
export const SlotModeSchema = z.enum(['AM', 'PM']);
export type SlotMode = z.infer<typeof SlotModeSchema>;

/** A time slot and a booked appointment share these fields: OrderUUID, Mode, UUID, SPID. */
export const TimeSlotSchema = z.object({
  UUID: UuidSchema,
  OrderUUID: UuidSchema,
  SPID: SpidSchema,
  Mode: SlotModeSchema,
  StartNanos: NanosSchema,
  EndNanos: NanosSchema,
});
export type TimeSlot = z.infer<typeof TimeSlotSchema>;
export const AppointmentSchema = TimeSlotSchema.extend({ BookedAtNanos: NanosSchema });
export type Appointment = z.infer<typeof AppointmentSchema>;

/** A fibre order as the store keeps it. Its state lives in the timeline. */
export const FibreOrderSchema = z.object({
  UUID: UuidSchema,
  SPID: SpidSchema,
  /** An operator's order is numbered UFB-nnnnnn; one placed in the shop keeps the shop order's ORD-nnnnnn. */
  OrderNumber: z.string().regex(/^(UFB|ORD)-\d{6,}$/),
  CustomerUUID: UuidSchema,
  CustomerName: storeText(120),
  CustomerEmail: storeText(254),
  PlanUUID: UuidSchema,
  LFCProductUUID: UuidSchema,
  LFC: LfcNameSchema,
  ProductUUID: UuidSchema,
  Address: FibreAddressSchema,
  ExternalReference: FibreExternalReferenceSchema,
  Timeline: z.array(OrderStepSchema).min(1),
  Appointment: AppointmentSchema.nullable(),
  CreatedAtNanos: NanosSchema,
  UpdatedAtNanos: NanosSchema,
  DeletedAtNanos: DeletedAtSchema,
});
export type FibreOrder = z.infer<typeof FibreOrderSchema>;

/**
 * A fibre order as answered: the stored fields, the timeline up to now, and what the clock derives from it (the
 * current state, substate, status, display text and whether it needs an operator).
 */
export const FibreOrderRecordSchema = FibreOrderSchema.extend(RecordIdShape).extend({
  State: FibreOrderStateSchema,
  Substate: SubstateSchema,
  Status: FibreOrderStatusSchema,
  StateText: z.string(),
  NeedsAttention: z.boolean(),
});
export type FibreOrderRecord = z.infer<typeof FibreOrderRecordSchema>;

/** A reference the order form must have chosen, with a message that says which. */
const chosen = (what: string) => z.uuid({ error: `Choose ${what}` });

export const FibreOrderCreateSchema = z.object({
  CustomerUUID: chosen('a customer'),
  PlanUUID: chosen('a fibre plan'),
  LFCProductUUID: chosen('an LFC product'),
  Address: FibreAddressInputSchema,
  ExternalReference: FibreExternalReferenceInputSchema.prefault({}),
});
export type FibreOrderCreate = z.input<typeof FibreOrderCreateSchema>;

/**
 * A change by an operator: a new state (along a legal transition) or substate with a note saying why, the plan,
 * the address or the contact details; `DeletedAtNanos: null` restores a soft-deleted order.
 */
export const FibreOrderUpdateSchema = z.object({
  State: FibreOrderStateSchema.optional(),
  Substate: SubstateSchema.optional(),
  Note: storeText(1000).optional(),
  PlanUUID: UuidSchema.optional(),
  Address: FibreAddressSchema.partial().optional(),
  ExternalReference: FibreExternalReferenceSchema.omit({ ServiceType: true }).partial().optional(),
  DeletedAtNanos: z.null().optional(),
});
export type FibreOrderUpdate = z.input<typeof FibreOrderUpdateSchema>;

/** POST UFB_order/{UUID}/get_available_times: the working days to look at. */
export const AvailableTimesRequestSchema = z.object({
  /** First NZ calendar day to look at, YYYY-MM-DD; defaults to the next working day. */
  From: z.iso.date({ error: 'A date like 2026-12-01' }).optional(),
  Days: z.number().int().min(1).max(15).default(5),
});
export const AvailableTimesSchema = z.object({ AvailableTimeSlots: z.array(TimeSlotSchema) });

/** POST UFB_order/{UUID}/book: one slot from the available times. */
export const BookRequestSchema = z.object({
  StartNanos: NanosSchema,
  Mode: SlotModeSchema,
  /** Why an operator books or moves it, kept in the order's history. */
  Reason: storeText(500).optional(),
});
