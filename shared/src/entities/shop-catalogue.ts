import { z } from 'zod';
import { LocationSchema, searchedAddressFields } from './addresses';
import { PAGING, SPID } from '../config';
import { NanosSchema, SpidSchema, UuidSchema } from './common';
import { FWA_ACCEPTED_STATUSES } from './availability-states';

/*
 * What the shop sells and where: SIM items, modems, broadband plans, the service catalogue and the address
 * search with its availability answers. Wire names are the specification's; money is integer cents.
 */

export const ItemTypeSchema = z.enum(['TYPE_PRODUCT', 'TYPE_VIRTUAL']);
export const VirtualTypeSchema = z.enum(['VT_PLAN', 'VT_ESIM', 'VT_NONE']);
export const PhysicalTypeSchema = z.enum(['SIM', 'MODEM']);
export const CartServiceTypeSchema = z.enum(['MOBILE', 'FWA', 'UFB']);
export type CartServiceType = z.infer<typeof CartServiceTypeSchema>;
export const NetworkTypeSchema = z.enum(['FWA', 'UFB']);
export type NetworkType = z.infer<typeof NetworkTypeSchema>;

export const ItemImagesSchema = z.object({
  UUID: UuidSchema,
  Name: z.string(),
  Orig: z.string(),
  XS: z.string(),
  S: z.string(),
  M: z.string(),
  L: z.string(),
  XL: z.string(),
});

/** A catalogue item of the shop. Three SIM items are fixed: eSIM, physical SIM and the fixed-wireless SIM. */
export const CatalogueItemSchema = z.object({
  UUID: UuidSchema,
  SPID: SpidSchema,
  Name: z.string(),
  Brand: z.string(),
  Description: z.string(),
  CategoryUUID: UuidSchema,
  ItemAttributeSetUUID: UuidSchema,
  ItemVariantUUID: UuidSchema,
  Type: ItemTypeSchema,
  VirtualType: VirtualTypeSchema,
  SelfManaged: z.boolean(),
  /** Which of the three SIMs a SIM item is (the project's field: the specification tells them apart by name). */
  SimType: z.enum(['esim', 'sim', 'fwa-sim']).optional(),
  PriceCents: z.number().int().nonnegative(),
  ItemImages: z.array(ItemImagesSchema),
  CreatedAtNanos: NanosSchema,
  UpdatedAtNanos: NanosSchema,
  /** When the item was withdrawn; null while it is sold (always answered, as the specification lists it). */
  DeletedAtNanos: NanosSchema.nullable(),
});
export type CatalogueItem = z.infer<typeof CatalogueItemSchema>;
export const SimItemsSchema = z.object({ Items: z.array(CatalogueItemSchema) });

/** A modem as the item search lists it; attributes with blank values are left out. */
export const ModemListingSchema = z.object({
  UUID: UuidSchema,
  ItemVariantUUID: UuidSchema,
  ItemUUID: UuidSchema,
  ItemImages: z.array(ItemImagesSchema),
  Name: z.string(),
  /** Price in cents. */
  Price: z.number().int().nonnegative(),
  PhysicalType: z.literal('MODEM'),
  ServiceType: NetworkTypeSchema,
  Description: z.string(),
  Attributes: z.record(z.string(), z.string()),
});
export type ModemListing = z.infer<typeof ModemListingSchema>;

export const ModemSearchRequestSchema = z.object({
  SearchOptions: z.object({
    PageNumber: z.number().int().min(1).max(1000).default(1),
    PageSize: z.number().int().min(1).max(100).default(PAGING.modemSearchPageSize),
    SortBy: z.enum(['Name', 'Price']).default('Name'),
    SortDesc: z.boolean().default(true),
  }),
  IncludeDeleted: z.boolean().default(false),
  SPID: SpidSchema,
  FacetFilters: z.object({ NetworkType: NetworkTypeSchema }),
});
export type ModemSearchRequest = z.input<typeof ModemSearchRequestSchema>;
export const ModemSearchResultSchema = z.object({ ItemVariants: z.array(ModemListingSchema) });

/** A broadband plan on offer at an address (fibre or fixed wireless), shown as $ per month. */
export const BroadbandPlanSchema = z.object({
  UUID: UuidSchema,
  Name: z.string(),
  Description: z.string(),
  /** Monthly price in cents. */
  Cents: z.number().int().nonnegative(),
  ProductCatalogUUID: UuidSchema,
  BroadbandProductType: NetworkTypeSchema,
  DownloadMbps: z.number().int().positive(),
  UploadMbps: z.number().int().positive(),
});
export type BroadbandPlan = z.infer<typeof BroadbandPlanSchema>;

/** Fibre service at an address is sold only when its status is Available. */
export const FibreAvailabilityStatusSchema = z.enum(['Available', 'NotAvailable']);
export { FWA_ACCEPTED_STATUSES };
export const FwaAvailabilityStatusSchema = z.enum([...FWA_ACCEPTED_STATUSES, 'service_unavailable']);
export type FwaAvailabilityStatus = z.infer<typeof FwaAvailabilityStatusSchema>;

export const ServiceAvailabilitySchema = z.object({
  Status: z.string(),
  PrequalUUID: UuidSchema.optional(),
});
export type ServiceAvailability = z.infer<typeof ServiceAvailabilitySchema>;

/** An address found by the broadband search: a location with the services known to reach it. */
export const ShopAddressSchema = LocationSchema.extend({
  availableServices: z.array(NetworkTypeSchema),
});
export type ShopAddress = z.infer<typeof ShopAddressSchema>;
export const ShopAddressSearchSchema = z.object({
  Addresses: z.array(ShopAddressSchema.extend(searchedAddressFields)),
});
export const AddressSearchQuerySchema = z.object({ q: z.string().trim().min(2).max(200) });

export const AvailabilityQuerySchema = z.object({
  // On the wire a query value is text ("68"); a typed caller may hand over the number. Either reads as the number.
  SPID: z.literal([SPID, String(SPID)], { error: 'Unknown SPID' }).transform(() => SPID),
  LocationProvider: z.string().min(1).max(40),
  LocationProviderIDX: z.string().min(1).max(100),
});
export const PlansQuerySchema = z.object({
  LocationProvider: z.string().min(1).max(40),
  LocationProviderIDX: z.string().min(1).max(100),
  ProductType: NetworkTypeSchema,
});
export const BroadbandPlansSchema = z.object({
  ServiceAvailability: ServiceAvailabilitySchema,
  Plans: z.array(BroadbandPlanSchema),
});
export type BroadbandPlans = z.infer<typeof BroadbandPlansSchema>;

/** A service entry of the catalogue (the plans a signed-in or anonymous shopper may buy). */
export const CatalogueEntrySchema = z.object({
  UUID: UuidSchema,
  ProductType: z.enum(['prepaymobileAddon', 'postpaymobile', 'postpaymobileAddon']),
  CreatedAtNanos: NanosSchema,
  UpdatedAtNanos: NanosSchema,
  Availabilities: z
    .array(
      z.object({
        UUID: UuidSchema,
        Available: z.boolean(),
        Priority: z.number().int(),
        RetailCents: z.number().int().nonnegative(),
        RetailName: z.string(),
        RetailDescription: z.string(),
        ProductCatalogEntryUUID: UuidSchema,
      }),
    )
    .min(1),
  Characteristics: z.object({ IsBasePlan: z.boolean(), IsAddon: z.boolean(), AllowAutoRenew: z.boolean() }),
});
export type CatalogueEntry = z.infer<typeof CatalogueEntrySchema>;
export const CataloguePriceSchema = z.object({
  ProductID: UuidSchema,
  // The specification's spelling.
  OrigianlPrice: z.number().int().nonnegative(),
  DiscountedPrice: z.number().int().nonnegative(),
  CreditPrice: z.number().int().nonnegative(),
  AmountInPeriod: z.number().int().nonnegative(),
  AppliedOfferID: z.string(),
});
export const CatalogueRequestSchema = z.object({
  ProductTypeList: z.array(CatalogueEntrySchema.shape.ProductType).min(1).max(3),
  SearchOptions: z.object({ PageSize: z.number().int().min(1).max(1000) }),
  CustomerInfo: z.object({ ID: UuidSchema }).optional(),
  ProductInfo: z.object({ ProductType: z.string().max(40), ProductInstanceUUID: UuidSchema }).optional(),
});
export const CatalogueQuerySchema = z.object({ noauth: z.enum(['true']).optional() });
export const CatalogueAnswerSchema = z.object({
  Entries: z.array(CatalogueEntrySchema),
  Prices: z.array(CataloguePriceSchema),
});
export type CatalogueAnswer = z.infer<typeof CatalogueAnswerSchema>;
