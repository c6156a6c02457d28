import { z } from 'zod';
import { NanosSchema, SpidSchema, UuidSchema } from './common';
import { AppointmentSchema } from './fibre-order';

/** The order statuses of the shop, exactly as the specification writes them (delivered is lower case there). */
export const SHOP_ORDER_STATUSES = [
  'CONFIRMED',
  'PAID',
  'PROCESSING',
  'COMPLETED',
  'PARTIALLY_SHIPPED',
  'SHIPPED',
  'FAILED',
  'CANCELED',
  'UNKNOWN',
  'CART',
  'delivered',
] as const;
export const ShopOrderStatusSchema = z.enum(SHOP_ORDER_STATUSES);
export type ShopOrderStatus = z.infer<typeof ShopOrderStatusSchema>;

export const OrderServiceTypeSchema = z.enum(['MOBILE', 'FWA', 'UFB']);
export type OrderServiceType = z.infer<typeof OrderServiceTypeSchema>;
export const OrderItemTypeSchema = z.enum(['TYPE_PRODUCT', 'TYPE_VIRTUAL']);
export const OrderVirtualTypeSchema = z.enum(['VT_PLAN', 'VT_ESIM', 'VT_NONE']);
export const OrderPhysicalTypeSchema = z.enum(['SIM', 'MODEM']);

/** What a paid line became in the provider's systems, so the order can show its progress. */
export const ProvisionedSchema = z.object({
  Kind: z.enum(['UFB_order', 'FWA_order', 'mobile', 'modem']),
  UUID: UuidSchema,
  /** The fibre product behind a fibre order. */
  ProductUUID: UuidSchema.optional(),
});
export type Provisioned = z.infer<typeof ProvisionedSchema>;

/** A SIM or modem on its way: the first and last NZ working day it may arrive (YYYY-MM-DD). */
export const DeliveryEstimateSchema = z.object({ From: z.iso.date(), To: z.iso.date() });
export type DeliveryEstimate = z.infer<typeof DeliveryEstimateSchema>;

/** An order line, by the specification's fields, with what it became once paid. */
export const ShopOrderLineSchema = z.object({
  UUID: UuidSchema,
  ItemUUID: UuidSchema,
  ItemVariantUUID: UuidSchema.optional(),
  SPID: SpidSchema,
  Name: z.string(),
  Description: z.string(),
  Quantity: z.number().int().min(1),
  PriceCents: z.number().int().nonnegative(),
  PriceCatalogCents: z.number().int().nonnegative(),
  AmountCents: z.number().int().nonnegative(),
  AmountTaxCents: z.number().int().nonnegative(),
  ProductAvailabilityUUID: UuidSchema.optional(),
  ProductCatalogUUID: UuidSchema.optional(),
  Type: OrderItemTypeSchema,
  VirtualType: OrderVirtualTypeSchema,
  PhysicalType: OrderPhysicalTypeSchema.default('MODEM'),
  ServiceType: OrderServiceTypeSchema,
  Shipped: z.boolean(),
  Delivered: z.boolean(),
  Attributes: z.record(z.string(), z.unknown()),
  Products: z.array(UuidSchema),
  Provisioned: z.array(ProvisionedSchema),
  DeliveryEstimate: DeliveryEstimateSchema.optional(),
});
export type ShopOrderLine = z.infer<typeof ShopOrderLineSchema>;
/** An order line as answered: its variant, catalogue and availability always named. */
export const AnsweredOrderLineSchema = ShopOrderLineSchema.required({
  ItemVariantUUID: true,
  ProductAvailabilityUUID: true,
  ProductCatalogUUID: true,
});
export type AnsweredOrderLine = z.infer<typeof AnsweredOrderLineSchema>;

/** The broadband part of an order as the customer sees it: the provisioning order, its step and appointment. */
export const OrderProvisioningSchema = z.object({
  Kind: z.enum(['UFB', 'FWA']),
  OrderUUID: UuidSchema,
  ProductUUID: UuidSchema.optional(),
  State: z.string(),
  StateText: z.string(),
  Appointment: AppointmentSchema.nullable(),
  /** An appointment can be booked now. */
  Bookable: z.boolean(),
});
export type OrderProvisioning = z.infer<typeof OrderProvisioningSchema>;

/** An order as the store keeps it; its status is derived from what its lines became, when read. */
export const StoredShopOrderSchema = z.object({
  UUID: UuidSchema,
  SPID: SpidSchema,
  OrderNumber: z.string().regex(/^ORD-\d{6,}$/),
  CustomerUUID: UuidSchema,
  Lines: z.array(ShopOrderLineSchema).min(1),
  AmountCents: z.number().int().nonnegative(),
  AmountTaxCents: z.number().int().nonnegative(),
  /** The card payment that paid for it: a second placement with the same payment returns this order. */
  PaymentIntentUUID: UuidSchema.optional(),
  CreatedAtNanos: NanosSchema,
});
export type StoredShopOrder = z.infer<typeof StoredShopOrderSchema>;

/** An order as answered: OrderNumber, Status, OrderItems, OrderNotes, OrderID, and its provisioning. */
export const ShopOrderSchema = z.object({
  OrderID: UuidSchema,
  OrderNumber: z.string(),
  Status: ShopOrderStatusSchema,
  OrderItems: z.array(AnsweredOrderLineSchema),
  /** Notes meant for the customer, newest first (why an order failed, what an operator told them). */
  OrderNotes: z.array(z.string()),
  CustomerUUID: UuidSchema,
  AmountCents: z.number().int().nonnegative(),
  AmountTaxCents: z.number().int().nonnegative(),
  CreatedAtNanos: NanosSchema,
  Provisioning: OrderProvisioningSchema.nullable(),
});
export type ShopOrder = z.infer<typeof ShopOrderSchema>;
export const ShopOrderListSchema = z.object({ Orders: z.array(ShopOrderSchema) });

/** The older order status answer the fibre order polling reads: Status and OrderNotes. */
export const OrderStatusSchema = z.object({
  Status: ShopOrderStatusSchema,
  OrderNotes: z.array(z.string()),
});
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

/**
 * A paid purchase line as checkout hands it over: what was bought and the details its service needs
 * (the fibre plan and LFC product, the service address, the SIM type).
 */
export const PurchasedLineSchema = z.object({
  ServiceType: OrderServiceTypeSchema,
  Type: OrderItemTypeSchema.default('TYPE_VIRTUAL'),
  VirtualType: OrderVirtualTypeSchema.default('VT_PLAN'),
  PhysicalType: OrderPhysicalTypeSchema.optional(),
  ItemUUID: UuidSchema,
  Name: z.string().min(1).max(200),
  Description: z.string().max(1000).default(''),
  Quantity: z.number().int().min(1).max(5).default(1),
  PriceCents: z.number().int().nonnegative(),
  ProductCatalogUUID: UuidSchema.optional(),
  ProductAvailabilityUUID: UuidSchema.optional(),
  Attributes: z.record(z.string(), z.unknown()).default({}),
  /** Fibre: the store's fibre plan; the LFC product is chosen from the plan when left out. */
  UFBPlanUUID: UuidSchema.optional(),
  LFCProductUUID: UuidSchema.optional(),
  ServiceAddress: z.string().min(1).max(300).optional(),
  OrderType: z.enum(['ConnectPrimary', 'TransferPrimary']).optional(),
  /** Fibre: what the availability check found and the customer gave, carried to the provider's order. */
  PrequalUUID: UuidSchema.optional(),
  RSFDate: NanosSchema.optional(),
  LocationProviderIDX: z.string().max(100).optional(),
  SiteContact: z
    .object({ Name: z.string().max(100), Phone: z.string().max(20), Email: z.string().max(254) })
    .partial()
    .optional(),
});
export type PurchasedLine = z.input<typeof PurchasedLineSchema>;

export const PlaceShopOrderSchema = z.object({
  CustomerUUID: UuidSchema,
  Lines: z.array(PurchasedLineSchema).max(20),
  PaymentIntentUUID: UuidSchema.optional(),
});
export type PlaceShopOrder = z.input<typeof PlaceShopOrderSchema>;
