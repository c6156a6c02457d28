import type { Location } from '../entities/addresses';
import type { CartAddress, CartItem } from '../entities/shop-cart';
import { ERRORS } from '../errors';
import { missingAddressFields } from './delivery-address';
import { normaliseNzMobile } from './nz-mobile';

/*
 * What checkout asks for when something in the cart is sent by courier (a physical SIM, a modem): where to deliver
 * it, instructions for the courier and a number to call. The specification's rules: a delivery address needs a
 * location ("No Location"), and a city, a postcode and a street.
 */

/** Whether anything in the cart ships: a physical product, on its own line or inside a bundle. */
export function cartShips(items: readonly Pick<CartItem, 'Type' | 'Products'>[]): boolean {
  return items.some((i) => i.Type === 'TYPE_PRODUCT' || i.Products.some((p) => p.Type === 'TYPE_PRODUCT'));
}

export interface DeliveryDetails {
  location: Omit<Location, 'UUID'> | undefined;
  instructions: string;
  phone: string;
}

export type DeliveryField = 'location' | 'instructions' | 'phone';

export const DELIVERY_INSTRUCTIONS_MAX = 500;

/** What is wrong with each field, in words for the person filling it in; empty when it can be sent. */
export function deliveryProblems(d: DeliveryDetails): Partial<Record<DeliveryField, string>> {
  const problems: Partial<Record<DeliveryField, string>> = {};
  if (!d.location || !d.location.LocationProvider || !d.location.LocationProviderIDX)
    problems.location = ERRORS.no_location;
  else {
    const missing = missingAddressFields(d.location);
    if (missing.length > 0)
      problems.location = `This address has no ${missing
        .map((f) => ({ StreetName: 'street', City: 'city', PostCode: 'postcode' })[f])
        .join(', ')}: choose another`;
  }
  if (d.instructions.length > DELIVERY_INSTRUCTIONS_MAX)
    problems.instructions = `Keep the instructions to ${DELIVERY_INSTRUCTIONS_MAX} characters`;
  if (!d.phone.trim()) problems.phone = 'Please enter a contact number';
  else if (!normaliseNzMobile(d.phone)) problems.phone = 'Mobile number format is invalid';
  return problems;
}

/** The delivery as the cart carries it to the order: the place, the courier's instructions and the number. */
export function cartDeliveryAddress(d: DeliveryDetails, name: string): CartAddress {
  const l = d.location;
  const street = [l?.Number, l?.StreetName, l?.StreetType].filter(Boolean).join(' ');
  return {
    City: l?.City ?? '',
    Country: 'New Zealand',
    PostCode: l?.PostCode ?? '',
    Lines: [street, l?.Suburb ?? ''].filter(Boolean),
    Name: name,
    Email: '',
    Phone: normaliseNzMobile(d.phone) ?? d.phone.trim(),
    Notes: d.instructions.trim(),
    LocationProvider: l?.LocationProvider ?? '',
    LocationProviderIDX: l?.LocationProviderIDX ?? '',
    Formatted: l?.Formatted ?? '',
  };
}
