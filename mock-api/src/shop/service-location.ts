import { shopAddresses, shopAddressFixture } from '@portal/fixtures';
import type { FibreAddress } from '@portal/shared';

/**
 * The service address of a fibre purchase as the provider's order needs it: the address search's own record
 * (street, city, postcode, location provider), found by its location id or, when the cart carries only the
 * text the shopper picked, by that text. An address the search does not know keeps only its text.
 */
export function serviceLocation(formatted: string, locationProviderIDX?: string): FibreAddress {
  const found =
    (locationProviderIDX ? shopAddressFixture(locationProviderIDX)?.address : undefined) ??
    shopAddresses.find((a) => a.address.Formatted === formatted)?.address;
  if (!found) {
    return {
      Formatted: formatted,
      Number: '',
      StreetName: '',
      StreetType: '',
      Suburb: '',
      City: '',
      PostCode: '',
      LocationProvider: '',
      LocationProviderIDX: '',
    };
  }
  return {
    Formatted: found.Formatted,
    Number: found.Number,
    StreetName: found.StreetName,
    StreetType: found.StreetType,
    Suburb: found.Suburb,
    City: found.City,
    PostCode: found.PostCode,
    LocationProvider: found.LocationProvider,
    LocationProviderIDX: found.LocationProviderIDX,
  };
}
