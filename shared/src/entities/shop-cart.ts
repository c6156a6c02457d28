import { z } from 'zod';
import { MobileNumberSchema, NanosSchema, SpidSchema, UuidSchema } from './common';
import {
  ItemTypeSchema,
  PhysicalTypeSchema,
  CartServiceTypeSchema,
  VirtualTypeSchema,
} from './shop-catalogue';

/*
 * The shop v3 cart: one cart for SIMs, mobile plans, broadband plans and modems. The shopper sends what to buy;
 * the server owns names, prices and totals.
 */

const text = (max: number) => z.string().max(max);

export const CartAddressSchema = z.object({
  City: text(100).default(''),
  Country: text(100).default('New Zealand'),
  PostCode: text(10).default(''),
  Lines: z.array(text(200)).max(6).default([]),
  Name: text(200).default(''),
  Email: text(254).default(''),
  Phone: text(20).default(''),
  Notes: text(500).default(''),
  LocationProvider: text(40).default(''),
  LocationProviderIDX: text(100).default(''),
  Formatted: text(300).default(''),
});
export type CartAddress = z.infer<typeof CartAddressSchema>;

export const CustomerCreationSchema = z.enum(['ReuseTheCustomer', 'BrandNewCustomer', 'AddChildCustomer']);
export type CustomerCreation = z.infer<typeof CustomerCreationSchema>;
export const OrderTypeSchema = z.enum(['TransferPrimary', 'MultiPrimary', 'ConnectPrimary']);
export type OrderType = z.infer<typeof OrderTypeSchema>;

export const TransferFromSchema = z.object({
  Provider: text(100),
  AccountHolderName: text(200),
  AccountNumber: text(50),
  ConnectionID: text(50),
});
export type TransferFrom = z.infer<typeof TransferFromSchema>;

// Attributes are strict: one the specification does not name is refused with its name rather than silently lost.
export const UfbAttributesSchema = z.strictObject({
  PrequalUUID: UuidSchema.optional(),
  ServiceType: z.literal('Managed').default('Managed'),
  OrderType: OrderTypeSchema.default('ConnectPrimary'),
  /** Ready-for-service date in nanoseconds while in the cart. */
  RSFDate: NanosSchema.optional(),
  ServiceAddress: text(300).optional(),
  TransferFrom: TransferFromSchema.optional(),
});

/** The eSIM an item is for, as the eSIM provider names it. */
export const EsimInfoSchema = z.strictObject({
  ID: text(100),
  Data: text(2000),
  ConfirmationCode: text(100),
});
export type UfbAttributes = z.infer<typeof UfbAttributesSchema>;

export const CartItemAttributesSchema = z.strictObject({
  CustomerCreation: CustomerCreationSchema.optional(),
  BillingReference: z.enum(['payg', 'postpay', 'prepay']).default('postpay'),
  AutoRenew: z.boolean().default(true),
  DiscountUUID: UuidSchema.optional(),
  SetupMobileGroup: z.boolean().optional(),
  SetupBillRouting: z.boolean().optional(),
  BillRouteCustomerUUID: UuidSchema.optional(),
  MobileGroupOwnerMobileUUID: UuidSchema.optional(),
  DesiredGroupType: text(40).optional(),
  BecomeGroupOwner: z.boolean().optional(),
  RequestedForName: text(100).optional(),
  PortingOverMSISDN: text(20).optional(),
  PortingCarrierLSP: text(100).optional(),
  PortingAccountLSP: text(100).optional(),
  PortingNametagLSP: text(100).optional(),
  PortingPriorSIMID: text(30).optional(),
  PreSelectedMSISDN: text(20).optional(),
  ReplacesMobileUUID: UuidSchema.optional(),
  AddIdentityAccess: z.boolean().optional(),
  ESIMInfo: EsimInfoSchema.optional(),
  Contact: z.object({ PhoneNumber: MobileNumberSchema, Name: text(100) }).optional(),
  MobileProductAvailabilityUUID: UuidSchema.optional(),
  MobileProductCatalogUUID: UuidSchema.optional(),
  UFBAttributes: UfbAttributesSchema.optional(),
});
export type CartItemAttributes = z.infer<typeof CartItemAttributesSchema>;

/** What the shopper asks for: the item and how many; the server fills in the rest. */
export const CartItemInputSchema = z.object({
  ItemUUID: UuidSchema,
  Type: ItemTypeSchema,
  VirtualType: VirtualTypeSchema.default('VT_PLAN'),
  PhysicalType: PhysicalTypeSchema.optional(),
  ServiceType: CartServiceTypeSchema,
  Quantity: z.number().int().min(0).max(5).default(1),
  SelfManaged: z.boolean().default(false),
  Attributes: CartItemAttributesSchema.default({ BillingReference: 'postpay', AutoRenew: true }),
});
export type CartItemInput = z.input<typeof CartItemInputSchema>;

const cartItemFields = {
  ...CartItemInputSchema.shape,
  UUID: UuidSchema,
  Name: z.string(),
  PriceCents: z.number().int().nonnegative(),
  PriceCatalogCents: z.number().int().nonnegative(),
  AmountCents: z.number().int().nonnegative(),
  AmountTaxCents: z.number().int().nonnegative(),
  Status: z.literal('CART'),
};
export const CartChildItemSchema = z.object(cartItemFields);
export const CartItemSchema = z.object({ ...cartItemFields, Products: z.array(CartChildItemSchema) });
export type CartItem = z.infer<typeof CartItemSchema>;

export const ShopCartSchema = z.object({
  SPID: SpidSchema,
  UUID: UuidSchema,
  Number: z.string(),
  CustomerUUID: UuidSchema.optional(),
  Address: CartAddressSchema.optional(),
  Items: z.array(CartItemSchema),
  AmountCents: z.number().int().nonnegative(),
  AmountTaxCents: z.number().int().nonnegative(),
});
export type ShopCart = z.infer<typeof ShopCartSchema>;

/** The cart as posted: the shopper's cart id (made in the browser), an owner once signed in, and the items. */
export const CartRequestSchema = z.object({
  SPID: SpidSchema,
  UUID: UuidSchema,
  Number: text(40).optional(),
  CustomerUUID: UuidSchema.optional(),
  Address: CartAddressSchema.optional(),
  Items: z.array(CartItemInputSchema).max(20),
});
export type CartRequest = z.input<typeof CartRequestSchema>;

/** What the thank-you pages show of the last purchase. */
export const PurchasedSummarySchema = z.object({
  number: z.string(),
  e_sim: z.boolean(),
  address: z.string(),
  is_only_sim: z.boolean(),
  ufb_modem: z.boolean(),
  is_only_modem: z.boolean(),
  delivery_address: z.string(),
});
export type PurchasedSummary = z.infer<typeof PurchasedSummarySchema>;

/**
 * The older fibre cart (shop v2): the address, the order's ExternalReference (order type, transfer, the
 * availability check's id, the wished ready-for-service date and the site contact) and the items. It is kept as
 * a v3 cart of fibre items with their UFBAttributes, so both versions share one cart.
 */
export const FibreCartRequestSchema = z.object({
  SPID: SpidSchema,
  UUID: UuidSchema,
  CustomerUUID: UuidSchema.optional(),
  Address: CartAddressSchema.optional(),
  ExternalReference: z.object({
    OrderType: OrderTypeSchema.default('ConnectPrimary'),
    TransferFrom: TransferFromSchema.optional(),
    ServiceType: text(40).optional(),
    ServiceAvailabilityUUID: UuidSchema.optional(),
    RSFDate: NanosSchema.optional(),
    SiteContactName: text(100).optional(),
    SiteContactPhone: text(20).optional(),
    SiteContactEmail: text(254).optional(),
  }),
  Items: z
    .array(
      z.object({
        ItemUUID: UuidSchema,
        ProductAvailabilityUUID: UuidSchema.optional(),
        SPID: SpidSchema.optional(),
        Type: ItemTypeSchema,
        VirtualType: VirtualTypeSchema.default('VT_PLAN'),
      }),
    )
    .min(1)
    .max(5),
});
export type FibreCartRequest = z.infer<typeof FibreCartRequestSchema>;

/** The older checkout (shop v1): the cart itself, paid with the customer's default card. */
export const CartCheckoutRequestSchema = CartRequestSchema.extend({ CustomerUUID: UuidSchema });
export type CartCheckoutRequest = z.infer<typeof CartCheckoutRequestSchema>;
