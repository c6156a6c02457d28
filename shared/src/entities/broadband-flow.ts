import { z } from 'zod';
import { UuidSchema } from './common';
import { OrderTypeSchema, TransferFromSchema } from './shop-cart';
import { NetworkTypeSchema, ServiceAvailabilitySchema } from './shop-catalogue';

/** The broadband purchase in progress, kept in the browser so a reload or a sign-in does not lose it. */
export const BroadbandFlowSchema = z.object({
  id: z.string(),
  uuid: UuidSchema.optional(),
  location: z
    .object({
      Formatted: z.string(),
      City: z.string(),
      Country: z.string(),
      PostCode: z.string(),
      Lines: z.array(z.string()),
      LocationProvider: z.string(),
      LocationProviderIDX: z.string(),
      Delivery: z
        .object({
          instructions: z.string(),
          address: z.string(),
          phone: z.string(),
          picked_address_type: z.string(),
        })
        .optional(),
    })
    .optional(),
  transfer: TransferFromSchema.partial().extend({ required: z.boolean().optional() }).optional(),
  service: z.object({ ID: z.string(), Plans: z.array(UuidSchema) }).optional(),
  plan: z
    .object({
      ID: UuidSchema,
      Name: z.string(),
      Description: z.string(),
      Price: z.number(),
      ProductCatalogUUID: UuidSchema,
      BroadbandProductType: NetworkTypeSchema,
      OrderType: OrderTypeSchema.optional(),
    })
    .optional(),
  with_wifi_router: z.boolean().optional(),
  rsf: z.object({ StartTimeNanos: z.number() }).optional(),
  broadband_type: NetworkTypeSchema.optional(),
  serviceAvailability: ServiceAvailabilitySchema.optional(),
  contact_phone: z.string().optional(),
  modem: z.object({ ID: UuidSchema, Name: z.string(), PriceCents: z.number().int() }).optional(),
});
export type BroadbandFlow = z.infer<typeof BroadbandFlowSchema>;
