import { addressFromLocation } from '@portal/shared';
import { addressUuid, buildFixtures } from '@portal/fixtures';
import type { Examples } from '../harness';

const location = buildFixtures().locations.find((l) => l.StreetName === 'Oriental' && l.Number === '15');
if (!location) throw new Error('fixture location 15 Oriental Parade is missing');
const newAddress = { ...addressFromLocation(location), Description: 'Bach' };
// ana's second delivery address ("Work"), which the examples make the default or delete.
const work = addressUuid('ana', 1);

export const addressExamples: Examples = {
  'addresses.searchLocations': {
    as: 'ana',
    params: { spid: '68' },
    query: { query: 'oriental parade' },
    badQuery: { query: 'x' },
  },
  'addresses.list': (ids) => ({
    as: 'ana',
    params: { spid: '68', uuid: ids.customer.ana },
    query: { AddressType: 'DELIVERY', page: '1', per_page: '10' },
    badQuery: { page: '0' },
  }),
  'addresses.create': (ids) => ({
    as: 'ana',
    params: { spid: '68', uuid: ids.customer.ana },
    body: newAddress,
    badBody: { ...newAddress, StreetName: '' },
    status: 201,
  }),
  'addresses.update': (ids) => ({
    as: 'ana',
    params: { spid: '68', uuid: ids.customer.ana, addressUuid: work },
    body: { Rank: 1 },
    badBody: { Rank: 0 },
  }),
  'addresses.remove': (ids) => ({
    as: 'ana',
    params: { spid: '68', uuid: ids.customer.ana, addressUuid: work },
  }),
};
