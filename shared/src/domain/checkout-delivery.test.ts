import { describe, expect, it } from 'vitest';
import type { CartItem } from '../entities/shop-cart';
import { cartDeliveryAddress, cartShips, deliveryProblems, type DeliveryDetails } from './checkout-delivery';

const place = {
  LocationProvider: 'sim',
  LocationProviderIDX: 'loc-1',
  Number: '40',
  StreetName: 'Colombo',
  StreetType: 'Street',
  Suburb: 'Sydenham',
  City: 'Christchurch',
  PostCode: '8023',
  Formatted: '40 Colombo Street, Sydenham, Christchurch 8023',
} as DeliveryDetails['location'];
const good: DeliveryDetails = { location: place, instructions: 'Leave at the door', phone: '021 123 4501' };
const item = (Type: CartItem['Type'], children: CartItem['Type'][] = []) =>
  ({ Type, Products: children.map((t) => ({ Type: t })) }) as Pick<CartItem, 'Type' | 'Products'>;

describe('checkout delivery', () => {
  it('is asked for when a physical product is in the cart, alone or in a bundle', () => {
    expect(cartShips([item('TYPE_VIRTUAL')])).toBe(false);
    expect(cartShips([item('TYPE_VIRTUAL'), item('TYPE_PRODUCT')])).toBe(true);
    expect(cartShips([item('TYPE_VIRTUAL', ['TYPE_PRODUCT'])])).toBe(true);
  });

  it('needs a location with street, city and postcode, and a New Zealand mobile to call', () => {
    expect(deliveryProblems(good)).toEqual({});
    expect(deliveryProblems({ location: undefined, instructions: '', phone: '' })).toEqual({
      location: 'No Location',
      phone: 'Please enter a contact number',
    });
    expect(deliveryProblems({ ...good, location: { ...place!, City: '', PostCode: '' } }).location).toBe(
      'This address has no city, postcode: choose another',
    );
    expect(deliveryProblems({ ...good, phone: '12345' }).phone).toBe('Mobile number format is invalid');
    expect(deliveryProblems({ ...good, instructions: 'x'.repeat(501) }).instructions).toMatch(
      /500 characters/,
    );
  });

  it('goes to the cart as the place, the instructions as notes and the number in its national form', () => {
    expect(cartDeliveryAddress(good, 'Ana Postpay')).toMatchObject({
      City: 'Christchurch',
      PostCode: '8023',
      Lines: ['40 Colombo Street', 'Sydenham'],
      Name: 'Ana Postpay',
      Phone: '0211234501',
      Notes: 'Leave at the door',
      LocationProvider: 'sim',
      LocationProviderIDX: 'loc-1',
    });
  });
});
