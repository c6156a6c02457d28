import { describe, expect, it } from 'vitest';
import {
  customerDisplayName,
  displayName,
  normaliseSocialName,
  signUpDisplayName,
  splitSignUpDisplayName,
} from './names';

describe('names', () => {
  it('stores a sign-up name as first and last separated by two spaces, and reads it back', () => {
    expect(signUpDisplayName(' Aroha ', 'Ngata')).toBe('Aroha  Ngata');
    expect(splitSignUpDisplayName('Mary Ann  van der Berg')).toEqual({
      FirstName: 'Mary Ann',
      LastName: 'van der Berg',
    });
  });
  it('normalises social names that are not exactly two parts', () => {
    expect(normaliseSocialName('Tama Wiremu')).toEqual({ FirstName: 'Tama', LastName: 'Wiremu' });
    expect(normaliseSocialName('Tama Wiremu Te Rangi')).toEqual({
      FirstName: 'Tama',
      LastName: 'Wiremu Te Rangi',
    });
    expect(normaliseSocialName('Cher')).toEqual({ FirstName: 'Cher', LastName: 'Cher' });
    expect(normaliseSocialName('   ')).toEqual({ FirstName: '', LastName: '' });
  });
  it('shows the first name only when the combined name is longer than 33 (20 for the customer name)', () => {
    expect(displayName('Ana', 'Postpay')).toBe('Ana Postpay');
    expect(displayName('Wikitoria', 'Featherstonehaugh-Montgomery')).toBe('Wikitoria'); // 9 + 28 = 37
    expect(displayName('A'.repeat(13), 'B'.repeat(20))).toBe(`${'A'.repeat(13)} ${'B'.repeat(20)}`); // 33
    expect(customerDisplayName('Aroha', 'Ngata-Whitmore')).toBe('Aroha Ngata-Whitmore'); // 19
    expect(customerDisplayName('Aroha', 'Ngata-Whitmores')).toBe('Aroha Ngata-Whitmores'); // 20
    expect(customerDisplayName('Aroha', 'Ngata-Whitmoress')).toBe('Aroha'); // 21
  });
});
