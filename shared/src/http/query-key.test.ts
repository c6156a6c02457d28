import { describe, expect, it } from 'vitest';
import { contractKey, contractScope } from './query-key';
import { contractUrl, serialiseQuery } from './contract-url';

const contract = { id: 'customer.get', path: '/v2/:spid/customer/:uuid' };

describe('query keys', () => {
  it('are the contract id, its params and its query', () => {
    expect(contractKey(contract, { params: { uuid: 'u1' }, query: { page: 2 } })).toEqual([
      'customer.get',
      { uuid: 'u1' },
      { page: 2 },
    ]);
    expect(contractKey(contract)).toEqual(['customer.get', {}, {}]);
  });

  it('scope a whole contract, or one set of its params, as a prefix of its keys', () => {
    expect(contractScope(contract)).toEqual(['customer.get']);
    expect(contractScope(contract, { uuid: 'u1' })).toEqual(['customer.get', { uuid: 'u1' }]);
  });
});

describe('contract addresses', () => {
  it('repeat array values and leave out empty ones', () => {
    expect(serialiseQuery({ ids: ['a', 'b'], empty: null, n: 0 })).toBe('?ids=a&ids=b&n=0');
    expect(serialiseQuery({})).toBe('');
  });

  it('refuse a missing path parameter', () => {
    expect(() => contractUrl(contract, { spid: '68' })).toThrow(/uuid/);
    expect(contractUrl(contract, { spid: '68', uuid: 'x' }, { a: 1 })).toBe('/v2/68/customer/x?a=1');
  });
});
