import type { ShopAddressFixture } from '@portal/fixtures';
import type { FibreAddress } from '@portal/shared';

/**
 * The service address of a fibre purchase as the provider's order needs it: the address search's own record
 * (street, city, postcode, location provider). An address the search does not know keeps only its text.
 */
export function serviceLocation(formatted: string, place: ShopAddressFixture | undefined): FibreAddress {
  const found = place?.address;
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
