import { describe, expect, it } from 'vitest';
import { sharedString, shareStrings } from './shared-strings';

describe('shared strings', () => {
  it('gives back an equal string for any text, numbers and odd names included', () => {
    const built = ['4f1c', '9a0e', 'b7d2'].map((part, i) => `${part}-${i}`).join('');
    for (const text of [built, '', '42', '__proto__', 'constructor', 'Chorus', 'ā ē ī']) {
      expect(sharedString(text)).toBe(text);
    }
  });

  it('keeps every value of a nested record, strings in arrays included', () => {
    const record = {
      UUID: `${'ab'}-${'cd'}`,
      Address: { Suburb: 'Te Aro', Number: '12' },
      Timeline: [{ State: 'created', AtNanos: 1 }, 'note'],
      DeletedAtNanos: null,
    };
    const copy = structuredClone(record);
    expect(shareStrings(record)).toBe(record);
    expect(record).toEqual(copy);
  });

  it('leaves a frozen value as it is', () => {
    const frozen = Object.freeze({ Name: 'Ant' });
    expect(shareStrings(frozen)).toBe(frozen);
  });
});
