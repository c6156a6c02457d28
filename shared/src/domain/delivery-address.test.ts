import { describe, expect, it } from 'vitest';
import { LocationSchema, AddressCreateSchema, DeliveryAddressSchema } from '../entities/addresses';
import {
  addressFromLocation,
  formatAddress,
  hasLocation,
  missingAddressFields,
  normaliseAddress,
  sortByRank,
} from './delivery-address';

const uuid = '0b8f6a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

describe('delivery address normalisation', () => {
  it('fills PostCode and Postcode from either', () => {
    expect(normaliseAddress({ Postcode: '6011' })).toMatchObject({ PostCode: '6011', Postcode: '6011' });
    expect(normaliseAddress({ PostCode: '1010' })).toMatchObject({ PostCode: '1010', Postcode: '1010' });
    expect(normaliseAddress({ PostCode: '1010', Postcode: '9999' }).Postcode).toBe('1010');
    expect(normaliseAddress({ PostCode: 8011 as unknown as string }).PostCode).toBe('8011');
  });

  it('lets Description fall back to Formatted', () => {
    expect(normaliseAddress({ Formatted: '1 Queen Street, Auckland 1010' }).Description).toBe(
      '1 Queen Street, Auckland 1010',
    );
    expect(normaliseAddress({ Formatted: 'x', Description: 'Work' }).Description).toBe('Work');
    expect(normaliseAddress({ Formatted: 'x', Description: '   ' }).Description).toBe('x');
  });

  it('defaults Country to New Zealand and the coordinates to 0', () => {
    const a = normaliseAddress({ Latitude: null, Longitude: 'abc' });
    expect(a).toMatchObject({ Country: 'New Zealand', Latitude: 0, Longitude: 0 });
    expect(normaliseAddress({ Country: 'Australia', Latitude: '-36.85', Longitude: 174.76 })).toMatchObject({
      Country: 'Australia',
      Latitude: -36.85,
      Longitude: 174.76,
    });
  });

  it('takes AddressUUID from UUID and IsDefault from Rank 1', () => {
    expect(normaliseAddress({ UUID: uuid, Rank: 1 })).toMatchObject({ AddressUUID: uuid, IsDefault: true });
    expect(normaliseAddress({ AddressUUID: uuid, Rank: 3 })).toMatchObject({ Rank: 3, IsDefault: false });
    expect(normaliseAddress({ IsDefault: true })).toMatchObject({ Rank: 1, IsDefault: true });
    expect(normaliseAddress({})).toMatchObject({ Rank: 2, IsDefault: false, AddressType: 'DELIVERY' });
  });

  it('composes Formatted when it is missing, in New Zealand Post order', () => {
    const parts = {
      UnitType: 'Flat',
      UnitTypeExtra: '2',
      Number: '12',
      NumberPost: 'A',
      StreetName: 'Cuba',
      StreetType: 'Street',
      Suburb: 'Te Aro',
      City: 'Wellington',
      PostCode: '6011',
    };
    expect(formatAddress(parts)).toBe('Flat 2, 12A Cuba Street, Te Aro, Wellington 6011');
    expect(normaliseAddress(parts).Formatted).toBe('Flat 2, 12A Cuba Street, Te Aro, Wellington 6011');
    expect(normaliseAddress(parts).FormattedOriginal).toBe(normaliseAddress(parts).Formatted);
  });

  it('gives a record the shared schema accepts, with list fields as lists', () => {
    const a = normaliseAddress({ UUID: uuid, Lines: '1 Queen Street', availableServices: ['UFB', 3] });
    expect(a.Lines).toEqual(['1 Queen Street']);
    expect(a.availableServices).toEqual(['UFB', '3']);
    expect(DeliveryAddressSchema.safeParse(a).success).toBe(true);
  });
});

describe('delivery address rules', () => {
  it('needs street name, city and postcode', () => {
    expect(missingAddressFields({})).toEqual(['StreetName', 'City', 'PostCode']);
    expect(missingAddressFields({ StreetName: ' ', City: 'Nelson', Postcode: '7010' })).toEqual([
      'StreetName',
    ]);
    expect(missingAddressFields({ StreetName: 'Trafalgar', City: 'Nelson', PostCode: '7010' })).toEqual([]);
  });

  it('needs a location to add', () => {
    expect(hasLocation({})).toBe(false);
    expect(hasLocation({ LocationProvider: 'LINZ', LocationProviderIDX: ' ' })).toBe(false);
    expect(hasLocation({ LocationProvider: 'LINZ', LocationProviderIDX: '1' })).toBe(true);
  });

  it('sorts by Rank, stable for equal ranks', () => {
    const list = [
      { Rank: 3, n: 'c' },
      { Rank: 1, n: 'a' },
      { Rank: 2, n: 'b1' },
      { Rank: 2, n: 'b2' },
    ];
    expect(sortByRank(list).map((a) => a.n)).toEqual(['a', 'b1', 'b2', 'c']);
  });

  it('turns a location into a valid new-address request', () => {
    const location = LocationSchema.parse({
      UUID: uuid,
      LocationProvider: 'LINZ',
      LocationProviderIDX: '2001',
      BuildingName: '',
      UnitType: '',
      UnitTypeExtra: '',
      Number: '1',
      NumberPre: '',
      NumberPost: '',
      StreetName: 'Queen',
      StreetType: 'Street',
      Suburb: 'Auckland Central',
      City: 'Auckland',
      State: 'Auckland',
      PostCode: '1010',
      Country: 'New Zealand',
      Latitude: -36.8,
      Longitude: 174.7,
      Formatted: '1 Queen Street, Auckland Central, Auckland 1010',
      FormattedOriginal: '1 Queen Street, Auckland Central, Auckland 1010',
      Lines: ['1 Queen Street', 'Auckland Central', 'Auckland 1010'],
    });
    const request = addressFromLocation(location);
    expect(request).toMatchObject({ PostCode: '1010', Postcode: '1010', AddressType: 'DELIVERY' });
    expect(request).not.toHaveProperty('UUID');
    expect(AddressCreateSchema.safeParse(request).success).toBe(true);
    expect(
      AddressCreateSchema.safeParse({ ...request, PostCode: '', Postcode: '' }).error?.issues[0],
    ).toMatchObject({ path: ['PostCode'], message: 'Please enter postcode' });
  });
});
