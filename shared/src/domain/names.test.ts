import { describe, expect, it } from 'vitest';
import {
  customerDisplayName,
  displayName,
  hasFirstAndLastName,
  normaliseSocialName,
  SIGN_UP_DISPLAY_NAME_PATTERN,
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

describe('the sign-up display name pattern of the API document', () => {
  it('accepts exactly the names that read back as a first and a last name', () => {
    // Every text of up to eight characters of a letter, a space and a tab.
    let texts = [''];
    const all = [''];
    for (let length = 1; length <= 8; length++) {
      texts = texts.flatMap((t) => ['a', ' ', '\t'].map((c) => t + c));
      all.push(...texts);
    }
    const pattern = new RegExp(SIGN_UP_DISPLAY_NAME_PATTERN, 'u');
    for (const text of all) {
      const { FirstName, LastName } = splitSignUpDisplayName(text);
      expect(pattern.test(text), JSON.stringify(text)).toBe(hasFirstAndLastName(FirstName, LastName));
    }
  });
});
