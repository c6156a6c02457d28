import { describe, expect, it } from 'vitest';
import type { Location } from '../entities/addresses';
import { addAddressSchema } from './address-form';

const location = {
  UUID: 'loc-1',
  Formatted: '15 Oriental Parade, Oriental Bay, Wellington 6011',
  PostCode: '6011',
} as unknown as Location;

describe('add address form', () => {
  it('needs a location from the search', () => {
    const result = addAddressSchema.safeParse({ location: null, description: 'Home' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['location', 'no_location'],
    ]);
  });

  it('gives the delivery address to create, with the label only when one is typed', () => {
    const withLabel = addAddressSchema.parse({ location, description: '  Home ' });
    expect(withLabel).toMatchObject({ AddressType: 'DELIVERY', Postcode: '6011', Description: 'Home' });
    expect(withLabel).not.toHaveProperty('UUID');
    expect(addAddressSchema.parse({ location, description: ' ' })).not.toHaveProperty('Description');
  });
});
