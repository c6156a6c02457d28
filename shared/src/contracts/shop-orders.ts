import { z } from 'zod';
import { NanosSchema, UuidParamSchema, UuidSchema } from '../entities/common';
import { AppointmentSchema, AvailableTimesSchema, SlotModeSchema } from '../entities/fibre-order';
import { FibreProductRecordSchema } from '../entities/fibre-product';
import {
  OrderStatusSchema,
  ShopOrderListSchema,
  ShopOrderSchema,
  ShopOrderStatusSchema,
} from '../entities/shop-order';
import { BroadbandPlanChangeSchema } from './broadband-services';
import { defineContract, olderVersion } from './define';

/*
 * What happens after a purchase: the customer's orders, the order polling of fixed wireless and fibre, the fibre
 * product check that follows, and the installation appointments of both, by the specification's paths.
 */
const tags = ['shop-orders'];

/** A fibre product as its owner sees it: the fields of the state mapping, the address and the plan's name. */
export const CustomerFibreProductSchema = FibreProductRecordSchema.pick({
  UUID: true,
  Status: true,
  State: true,
  Substate: true,
  ProductOrderSubstate: true,
  StateDescription: true,
  PrequalUUID: true,
  Address: true,
  OrderUUID: true,
  OrderNumber: true,
  BillingReference: true,
  PlanUUID: true,
  CreatedAtNanos: true,
  ScheduledPlan: true,
}).extend({ PlanName: z.string() });
export type CustomerFibreProduct = z.infer<typeof CustomerFibreProductSchema>;

/** The visit type the portal's fibre installation times are asked for with (the specification names no values). */
export const FIBRE_INSTALL_VISIT = 'Installation';

export const BookedAppointmentSchema = z.object({ OrderUUID: UuidSchema, Appointment: AppointmentSchema });
export type BookedAppointment = z.infer<typeof BookedAppointmentSchema>;
const SlotChoiceSchema = z.object({ StartNanos: NanosSchema, Mode: SlotModeSchema });

export const shopOrderContracts = {
  list: defineContract({
    id: 'shopOrders.list',
    method: 'get',
    path: '/eshop/v3/customer/:uuid/orders',
    summary:
      'The account’s orders, newest first: status, lines, the broadband order behind them with its appointment, ' +
      'and the notes meant for the customer.',
    access: 'customer',
    params: UuidParamSchema,
    owner: 'uuid',
    response: ShopOrderListSchema,
    tags,
  }),
  get: defineContract({
    id: 'shopOrders.get',
    method: 'get',
    path: '/eshop/v3/customer/:uuid/order/:orderNumber',
    summary: 'One order by its number. The fixed-wireless order polling reads its Status.',
    access: 'customer',
    params: UuidParamSchema.extend({ orderNumber: z.string().regex(/^ORD-\d{6,}$/) }),
    owner: 'uuid',
    response: ShopOrderSchema,
    errors: ['not_found'],
    tags,
  }),
  fibreOrderStatus: defineContract({
    id: 'shopOrders.fibreOrderStatus',
    method: 'get',
    path: '/eshop/v2/customer/:uuid/order/:id',
    summary:
      'The status of a fibre order (the UFB_order the console shows, by its UUID) and its notes: the fibre order ' +
      'polling reads it.',
    access: 'customer',
    params: UuidParamSchema.extend({ id: UuidSchema }),
    owner: 'uuid',
    response: OrderStatusSchema,
    errors: ['not_found'],
    tags,
  }),
  fibreProducts: defineContract({
    id: 'shopOrders.fibreProducts',
    method: 'get',
    // The specification subscribes to the customer's ufb_products; this is the project's path for that read.
    path: '/customers/:uuid/products/ufb',
    summary: 'The account’s fibre products, oldest first, with the state mapping’s status.',
    access: 'customer',
    params: UuidParamSchema,
    owner: 'uuid',
    response: z.object({ UFBProducts: z.array(CustomerFibreProductSchema) }),
    tags,
  }),
  fibreTimeSlots: defineContract({
    id: 'shopOrders.fibreTimeSlots',
    method: 'get',
    path: '/ufb/v1/order/:id/time_slots',
    summary:
      'Installation times a fibre order can book: the same slots the console offers, without those another ' +
      'order of its LFC has taken.',
    access: 'customer',
    params: z.object({ id: UuidSchema }),
    query: z.object({
      // The kind of visit the times are for; the portal asks for an installation (FIBRE_INSTALL_VISIT).
      VisitType: z.string().trim().min(1, { error: 'VisitType is required' }).max(40),
      CustomerUUID: UuidSchema,
      ProductUUID: UuidSchema.optional(),
    }),
    response: AvailableTimesSchema,
    errors: ['not_found', 'order_final'],
    tags,
  }),
  fibreBook: defineContract({
    id: 'shopOrders.fibreBook',
    method: 'post',
    path: '/ufb/v1/order/:id/book',
    summary: 'Books one of the offered times for a fibre order; the console shows the booking on the order.',
    access: 'customer',
    params: z.object({ id: UuidSchema }),
    body: z.object({
      CustomerUUID: UuidSchema,
      ProductUUID: UuidSchema,
      Appointments: z.array(SlotChoiceSchema).length(1),
    }),
    response: BookedAppointmentSchema,
    errors: ['not_found', 'slot_not_available', 'slot_taken', 'order_final', 'order_not_bookable'],
    tags,
  }),
  fwaTimeSlots: defineContract({
    id: 'shopOrders.fwaTimeSlots',
    method: 'get',
    path: '/fwa/order/:uuid/time_slots',
    summary: 'Installation times a fixed-wireless order can book, without those other orders have taken.',
    access: 'customer',
    params: UuidParamSchema,
    query: z.object({
      OrderUUID: UuidSchema.optional(),
      CustomerUUID: UuidSchema,
      Mode: SlotModeSchema.optional(),
    }),
    response: AvailableTimesSchema,
    errors: ['not_found', 'order_final'],
    tags,
  }),
  fwaBook: defineContract({
    id: 'shopOrders.fwaBook',
    method: 'post',
    path: '/fwa/order/:uuid/book',
    summary: 'Books an installation time for a fixed-wireless order (the body is the project’s).',
    access: 'customer',
    params: UuidParamSchema,
    body: z.object({ CustomerUUID: UuidSchema, StartNanos: NanosSchema, Mode: SlotModeSchema }),
    response: BookedAppointmentSchema,
    errors: ['not_found', 'slot_not_available', 'slot_taken', 'order_final', 'fwa_order_not_bookable'],
    tags,
  }),
  fibreChangePlan: defineContract({
    id: 'shopOrders.fibreChangePlan',
    method: 'post',
    path: '/ufb/v1/service/:id/change-plan',
    summary:
      'Changes the plan of a fibre service: at the next period (LATER, the default) or now. Refused while the ' +
      "service is suspended, and for the plan it already has ('you already have this plan').",
    access: 'customer',
    params: z.object({ id: UuidSchema }),
    body: BroadbandPlanChangeSchema,
    response: CustomerFibreProductSchema,
    errors: ['not_found', 'unknown_reference', 'plan_change_suspended', 'broadband_same_plan'],
    tags,
  }),
};

/** The eSIMs an order brought and how far each is: its number, the product status and the code to install it. */
export const EsimOrderStatusSchema = z.object({
  Status: ShopOrderStatusSchema,
  OrderNotes: z.array(z.string()),
  ESIMs: z.array(
    z.object({
      MobileUUID: UuidSchema,
      MSISDN: z.string(),
      Status: z.number().int(),
      ESIMActivationCode: z.string(),
    }),
  ),
});
export type EsimOrderStatus = z.infer<typeof EsimOrderStatusSchema>;

/* The older versions the specification still lists, served with the current behaviour. */
export const olderShopOrderContracts = {
  listV1: olderVersion(shopOrderContracts.list, {
    id: 'shopOrders.listV1',
    path: '/eshop/customer/:uuid/orders',
  }),
  getV1: olderVersion(shopOrderContracts.get, {
    id: 'shopOrders.getV1',
    path: '/eshop/customer/:uuid/order/:orderNumber',
  }),
  esimStatus: defineContract({
    id: 'shopOrders.esimStatus',
    method: 'get',
    path: '/eshop/orders-esim-status/:uuid/order/:orderNumber',
    summary:
      'The eSIM side of an order by its number: the order’s status and notes, and each eSIM it brought with its ' +
      'number, product status (2 pre-activated, 4 active) and activation code.',
    access: 'customer',
    params: shopOrderContracts.get.params,
    owner: 'uuid',
    response: EsimOrderStatusSchema,
    errors: ['not_found'],
    tags,
  }),
  ufbChangePlan: defineContract({
    id: 'shopOrders.ufbChangePlan',
    method: 'post',
    path: '/ufb/change-plan',
    summary:
      'Older fibre plan change naming the service in the body (UUID): as POST /ufb/v1/service/{id}/change-plan.',
    access: 'customer',
    body: BroadbandPlanChangeSchema.extend({ UUID: UuidSchema }),
    response: CustomerFibreProductSchema,
    errors: ['not_found', 'unknown_reference', 'plan_change_suspended', 'broadband_same_plan'],
    tags,
  }),
};
