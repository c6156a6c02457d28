import type {
  AddressCreate,
  AddressType,
  DeliveryAddress,
  Location,
  SearchedLocation,
} from '../entities/addresses';

export const DEFAULT_COUNTRY = 'New Zealand';
const ADDRESS_TYPES: readonly AddressType[] = ['DELIVERY', 'BILLING', 'SERVICE'];

/** An address as any source sends it: fields may be missing, null, or numbers sent as text. */
export type RawAddress = Partial<Record<keyof DeliveryAddress | 'UUID' | 'Postcode', unknown>>;

const str = (v: unknown): string =>
  typeof v === 'string' ? v.trim() : typeof v === 'number' && Number.isFinite(v) ? String(v) : '';

const num = (v: unknown): number => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? Number(v) : Number.NaN;
  return Number.isFinite(n) ? n : 0;
};

const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.map(str).filter(Boolean) : typeof v === 'string' && v.trim() ? [v.trim()] : [];

type Parts = Partial<
  Record<
    | 'UnitType'
    | 'UnitTypeExtra'
    | 'BuildingName'
    | 'NumberPre'
    | 'Number'
    | 'NumberPost'
    | 'StreetName'
    | 'StreetType'
    | 'Suburb'
    | 'City'
    | 'PostCode',
    string
  >
>;

/** One line in the New Zealand Post order: unit, building, number and street, suburb, city and postcode. */
export function formatAddress(p: Parts): string {
  const unit = [p.UnitType, p.UnitTypeExtra].filter(Boolean).join(' ');
  const number = [p.NumberPre, p.Number, p.NumberPost].filter(Boolean).join('');
  const street = [number, p.StreetName, p.StreetType].filter(Boolean).join(' ');
  const city = [p.City, p.PostCode].filter(Boolean).join(' ');
  return [unit, p.BuildingName, street, p.Suburb, city].filter(Boolean).join(', ');
}

/**
 * The delivery-address normalisation: AddressUUID from UUID, PostCode and Postcode both filled from
 * whichever came, Description falls back to Formatted, Country defaults to New Zealand, Latitude and Longitude
 * default to 0, IsDefault is set or follows Rank 1.
 */
export function normaliseAddress(raw: RawAddress): DeliveryAddress {
  const postCode = str(raw.PostCode) || str(raw.Postcode);
  const parts = {
    UnitType: str(raw.UnitType),
    UnitTypeExtra: str(raw.UnitTypeExtra),
    BuildingName: str(raw.BuildingName),
    NumberPre: str(raw.NumberPre),
    Number: str(raw.Number),
    NumberPost: str(raw.NumberPost),
    StreetName: str(raw.StreetName),
    StreetType: str(raw.StreetType),
    Suburb: str(raw.Suburb),
    City: str(raw.City),
    PostCode: postCode,
  };
  const formatted = str(raw.Formatted) || formatAddress(parts);
  const rawRank = Math.trunc(num(raw.Rank));
  // An unranked address sorts after the default one.
  const rank = rawRank >= 1 ? rawRank : raw.IsDefault === true ? 1 : 2;
  const type = str(raw.AddressType) as AddressType;
  return {
    AddressUUID: str(raw.AddressUUID) || str(raw.UUID),
    AddressType: ADDRESS_TYPES.includes(type) ? type : 'DELIVERY',
    Rank: rank,
    IsDefault: raw.IsDefault === true || rank === 1,
    LocationProvider: str(raw.LocationProvider),
    LocationProviderIDX: str(raw.LocationProviderIDX),
    ...parts,
    State: str(raw.State),
    Postcode: postCode,
    Country: str(raw.Country) || DEFAULT_COUNTRY,
    Latitude: num(raw.Latitude),
    Longitude: num(raw.Longitude),
    Formatted: formatted,
    FormattedOriginal: str(raw.FormattedOriginal) || formatted,
    Lines: strings(raw.Lines),
    Description: str(raw.Description) || formatted,
    availableServices: strings(raw.availableServices),
  };
}

/**
 * A location as an address search answers it, normalised: AddressUUID from UUID, Postcode beside PostCode,
 * Description from Formatted, and not the default (a search result is no one's chosen address yet).
 */
export function searchedAddress<T extends Location>(location: T, type: AddressType): T & SearchedLocation {
  return {
    ...location,
    AddressType: type,
    AddressUUID: location.UUID,
    Description: location.Formatted,
    IsDefault: false,
    Postcode: location.PostCode,
  };
}

export type RequiredAddressField = 'StreetName' | 'City' | 'PostCode';

/** A delivery address needs at least street name, city and postcode. */
export function missingAddressFields(a: {
  StreetName?: string;
  City?: string;
  PostCode?: string;
  Postcode?: string;
}): RequiredAddressField[] {
  const missing: RequiredAddressField[] = [];
  if (!a.StreetName?.trim()) missing.push('StreetName');
  if (!a.City?.trim()) missing.push('City');
  if (!a.PostCode?.trim() && !a.Postcode?.trim()) missing.push('PostCode');
  return missing;
}

/** Adding an address needs a location from the location service ("No Location" otherwise). */
export function hasLocation(a: { LocationProvider?: string; LocationProviderIDX?: string }): boolean {
  return !!a.LocationProvider?.trim() && !!a.LocationProviderIDX?.trim();
}

/** The default first, then by Rank (sorted by Rank). Stable for equal ranks. */
export function sortByRank<T extends { Rank: number }>(addresses: readonly T[]): T[] {
  return [...addresses].sort((a, b) => a.Rank - b.Rank);
}

/** The new-address request for a chosen location; the customer may then add a unit or a description. */
export function addressFromLocation(location: Location): AddressCreate & { PostCode: string } {
  const { UUID: _uuid, ...place } = location;
  return { ...place, AddressType: 'DELIVERY', PostCode: place.PostCode, Postcode: place.PostCode };
}
