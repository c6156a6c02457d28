import { z } from 'zod';
import { NanosSchema, SpidSchema, UuidSchema } from './common';

export const AddressTypeSchema = z.enum(['DELIVERY', 'BILLING', 'SERVICE']);
export type AddressType = z.infer<typeof AddressTypeSchema>;

const text = (max: number) => z.string().max(max);

/** The place fields a location record and an address share. */
const placeFields = {
  LocationProvider: text(40),
  LocationProviderIDX: text(100),
  BuildingName: text(100),
  UnitType: text(40),
  UnitTypeExtra: text(40),
  Number: text(20),
  NumberPre: text(20),
  NumberPost: text(20),
  StreetName: text(100),
  StreetType: text(40),
  Suburb: text(100),
  City: text(100),
  State: text(100),
  PostCode: text(10),
  Country: text(100),
  Latitude: z.number().min(-90).max(90),
  Longitude: z.number().min(-180).max(180),
  Formatted: text(300),
  FormattedOriginal: text(300),
  Lines: z.array(text(200)).max(6),
};

/** A record of the location service, found through location/search (a New Zealand address set). */
export const LocationSchema = z.object({ UUID: UuidSchema, ...placeFields });
export type Location = z.infer<typeof LocationSchema>;

/** What an address search answers beside the place, as a normalised address has it (never a default: none chosen). */
export const searchedAddressFields = {
  AddressType: AddressTypeSchema,
  AddressUUID: UuidSchema,
  Description: text(300),
  IsDefault: z.boolean(),
  Postcode: text(10),
};
export const SearchedLocationSchema = LocationSchema.extend(searchedAddressFields);
export type SearchedLocation = z.infer<typeof SearchedLocationSchema>;

export const LocationSearchResultSchema = z.object({ Locations: z.array(SearchedLocationSchema) });

/**
 * A customer address entity of the legacy REST, as stored and answered. Rank 1 is the default; PostCode and
 * Postcode are both filled.
 */
export const AddressSchema = z.object({
  UUID: UuidSchema,
  SPID: SpidSchema,
  CustomerUUID: UuidSchema,
  AddressType: AddressTypeSchema,
  Rank: z.number().int().min(1),
  IsDefault: z.boolean(),
  ...placeFields,
  Postcode: text(10),
  Description: text(200),
  availableServices: z.array(z.string()),
  CreatedAtNanos: NanosSchema,
  UpdatedAtNanos: NanosSchema,
});
export type Address = z.infer<typeof AddressSchema>;

/** The normalised delivery address the portal works with (see domain/delivery-address.ts). */
export const DeliveryAddressSchema = AddressSchema.omit({
  UUID: true,
  SPID: true,
  CustomerUUID: true,
  CreatedAtNanos: true,
  UpdatedAtNanos: true,
}).extend({ AddressUUID: UuidSchema });
export type DeliveryAddress = z.infer<typeof DeliveryAddressSchema>;

export const AddressListSchema = z.object({
  Addresses: z.array(AddressSchema),
  Total: z.number().int().min(0),
  Page: z.number().int().min(1),
  PerPage: z.number().int().min(1),
});
export type AddressList = z.infer<typeof AddressListSchema>;

const required = (max: number, what: string) =>
  z
    .string({ error: `Please enter ${what}` })
    .trim()
    .min(1, { error: `Please enter ${what}` })
    .max(max, { error: `${what} can't be longer than ${max} characters` });

/**
 * A new address: the chosen location plus what the customer adds. Street name, city and postcode are needed;
 * either PostCode or Postcode is accepted. A missing location is answered "No Location" by the
 * behaviour, so it is optional here.
 */
export const AddressCreateSchema = z
  .object({
    ...z.object(placeFields).partial().shape,
    AddressType: AddressTypeSchema.default('DELIVERY'),
    StreetName: required(100, 'street name'),
    City: required(100, 'city'),
    PostCode: text(10).trim().optional(),
    Postcode: text(10).trim().optional(),
    Description: text(200).optional(),
  })
  .refine((a) => !!(a.PostCode || a.Postcode), { error: 'Please enter postcode', path: ['PostCode'] })
  // The same rule in the OpenAPI document: a non-empty PostCode or Postcode.
  .meta({
    description: 'PostCode or Postcode is needed, not empty',
    anyOf: [
      { required: ['PostCode'], properties: { PostCode: { pattern: '\\S' } } },
      { required: ['Postcode'], properties: { Postcode: { pattern: '\\S' } } },
    ],
  });
export type AddressCreate = z.input<typeof AddressCreateSchema>;

/** An address change: Rank 1 makes it the default; the description can be renamed. */
export const AddressUpdateSchema = z
  .object({
    Rank: z.number().int().min(1).max(1000).optional(),
    Description: text(200).optional(),
  })
  .refine((u) => u.Rank !== undefined || u.Description !== undefined, {
    error: 'Rank or Description is needed',
  })
  .meta({
    description: 'Rank or Description is needed',
    anyOf: [{ required: ['Rank'] }, { required: ['Description'] }],
  });
export type AddressUpdate = z.input<typeof AddressUpdateSchema>;
