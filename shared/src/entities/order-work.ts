import { z } from 'zod';
import { NanosSchema, UuidSchema } from './common';
import { AppointmentSchema, FibreOrderStateSchema, SlotModeSchema, SubstateSchema } from './fibre-order';
import { LfcNameSchema } from './lfc-product';
import { RecordIdShape, requiredText } from './store-common';

const DaySchema = z.iso.date({ error: 'A date like 2026-12-01' });

/** GET /v3/{SPID}/schedule: the calendar days to show (working days only are answered). */
export const ScheduleQuerySchema = z.object({
  /** First NZ calendar day, YYYY-MM-DD; by default the installation day (today, or the next working day). */
  From: DaySchema.optional(),
  Days: z.coerce.number().int().min(1).max(14).default(7),
});

/** A booked appointment as the schedule shows it: the order it belongs to and where the crew goes. */
export const ScheduledAppointmentSchema = AppointmentSchema.extend({
  OrderNumber: z.string(),
  CustomerName: z.string(),
  Address: z.string(),
  LFC: LfcNameSchema,
  State: FibreOrderStateSchema,
});
export type ScheduledAppointment = z.infer<typeof ScheduledAppointmentSchema>;

/** One installation window: its appointments and how many crews (one per LFC) are still free. */
export const ScheduleSlotSchema = z.object({
  Mode: SlotModeSchema,
  StartNanos: NanosSchema,
  EndNanos: NanosSchema,
  Capacity: z.number().int().min(0),
  Free: z.number().int().min(0),
  FreeLFCs: z.array(LfcNameSchema),
  Appointments: z.array(ScheduledAppointmentSchema),
});
export type ScheduleSlot = z.infer<typeof ScheduleSlotSchema>;

export const ScheduleSchema = z.object({
  From: DaySchema,
  Days: z.array(z.object({ Date: DaySchema, Slots: z.array(ScheduleSlotSchema) })),
});
export type Schedule = z.infer<typeof ScheduleSchema>;

/** POST UFB_order/{UUID}/cancel_appointment: why, for the order's history. */
export const CancelAppointmentSchema = z.object({ Reason: requiredText(500, 'Reason') });

/** Who did something to an order: the simulated provisioning, an operator, the customer, the shop. */
export const ActorKindSchema = z.enum(['simulation', 'operator', 'customer', 'shop', 'system']);
export type ActorKind = z.infer<typeof ActorKindSchema>;
export const ActorSchema = z.object({
  Kind: ActorKindSchema,
  Name: z.string().max(120),
  UUID: UuidSchema.nullable(),
});
export type Actor = z.infer<typeof ActorSchema>;

/** One field an edit changed, its values as text. */
export const FieldChangeSchema = z.object({
  Field: z.string().max(80),
  Old: z.string().max(2000),
  New: z.string().max(2000),
});
export type FieldChange = z.infer<typeof FieldChangeSchema>;

export const OrderEventKindSchema = z.enum([
  'created',
  'state',
  'note',
  'booked',
  'moved',
  'appointment_cancelled',
  'edited',
  'failure_resolved',
]);
export type OrderEventKind = z.infer<typeof OrderEventKindSchema>;

/**
 * What happened to an order, as stored when it happens (its creation, bookings, edits): never changed, only
 * removed with the order when an admin purges it. State changes and notes are read from the order's timeline and
 * notes instead, so they are not kept twice.
 */
export const OrderEventSchema = z.object({
  UUID: UuidSchema,
  OrderUUID: UuidSchema,
  Kind: OrderEventKindSchema,
  AtNanos: NanosSchema,
  Actor: ActorSchema,
  /** The note, the state's reason, the appointment's window or the cancellation's reason. */
  Text: z.string().max(2000),
  Changes: z.array(FieldChangeSchema),
});
export type OrderEvent = z.infer<typeof OrderEventSchema>;

/** One entry of an order's history: a stored event, a state change of its timeline, or a note. */
export const OrderHistoryEntrySchema = OrderEventSchema.extend(RecordIdShape).extend({
  State: FibreOrderStateSchema.optional(),
  Substate: SubstateSchema.optional(),
});
export type OrderHistoryEntry = z.infer<typeof OrderHistoryEntrySchema>;

export const HISTORY_MAX_PAGE = 100;
export const OrderHistoryQuerySchema = z.object({
  PageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
  PageSize: z.coerce.number().int().min(1).max(HISTORY_MAX_PAGE).default(25),
});
/** A page of the history, newest first, and how many entries it has in all. */
export const OrderHistoryPageSchema = z.object({
  Entries: z.array(OrderHistoryEntrySchema),
  Total: z.number().int().min(0),
});
export type OrderHistoryPage = z.infer<typeof OrderHistoryPageSchema>;

/** Why an order is in the work queue: the action it needs follows from it. */
export const AttentionReasonSchema = z.enum(['failed', 'site_visit', 'rfs_time']);

/** GET /v3/{SPID}/queue: one reason or all, a page at a time. */
export const WorkQueueQuerySchema = z.object({
  Reason: AttentionReasonSchema.optional(),
  PageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
  PageSize: z.coerce.number().int().min(1).max(HISTORY_MAX_PAGE).default(25),
});

/** An order waiting for an operator: why, and since when on the virtual clock. */
export const WorkQueueItemSchema = z.object({
  ...RecordIdShape,
  UUID: UuidSchema,
  OrderNumber: z.string(),
  CustomerName: z.string(),
  Address: z.string(),
  LFC: LfcNameSchema,
  State: FibreOrderStateSchema,
  Substate: SubstateSchema,
  Reason: AttentionReasonSchema,
  SinceNanos: NanosSchema,
});
export type WorkQueueItem = z.infer<typeof WorkQueueItemSchema>;

/** The queue, longest waiting first, with the virtual clock's instant the ages are counted to. */
export const WorkQueueSchema = z.object({
  Orders: z.array(WorkQueueItemSchema),
  Total: z.number().int().min(0),
  Counts: z.record(AttentionReasonSchema, z.number().int().min(0)),
  NowNanos: NanosSchema,
});
export type WorkQueue = z.infer<typeof WorkQueueSchema>;

/**
 * POST UFB_order/{UUID}/resolve_failure: a failed order is retried (a new order with the same details) or its
 * failure accepted (the customer told); either way it leaves the queue, with the note in its history.
 */
export const ResolveFailureSchema = z.object({
  Action: z.enum(['retry', 'cancel']),
  Note: requiredText(1000, 'Note'),
});
export const ResolveFailureResultSchema = z.object({
  UUID: UuidSchema,
  RetryOrderUUID: UuidSchema.nullable(),
});

/** POST /v3/{SPID}/bulk/UFB_order/state: one state change, with its note, for each selected order. */
export const BulkStateChangeSchema = z.object({
  UUIDs: z.array(UuidSchema).min(1).max(100),
  State: FibreOrderStateSchema,
  Note: requiredText(1000, 'Note'),
});

/** Each order's outcome: changed, or refused with the reason (the others are still changed). */
export const BulkStateResultSchema = z.object({
  Results: z.array(
    z.object({
      UUID: UuidSchema,
      OrderNumber: z.string().nullable(),
      Changed: z.boolean(),
      State: FibreOrderStateSchema.nullable(),
      Error: z.object({ err_code: z.string(), err_message: z.string() }).nullable(),
    }),
  ),
});
export type BulkStateResult = z.infer<typeof BulkStateResultSchema>;
