import { describe, expect, it } from 'vitest';
import { syncLanguage } from './language-sync';

const facts = {
  stored: null,
  current: 'en',
  openedWith: null,
  chosenHere: null,
  chosenWhileReading: null,
} as const;

describe('the language follows the login', () => {
  it('applies the stored language on a device that shows another', () => {
    expect(syncLanguage({ ...facts, stored: 'mi-NZ' })).toEqual({ apply: 'mi-NZ' });
    expect(syncLanguage({ ...facts, stored: 'mi-NZ', current: 'mi-NZ' })).toEqual({});
  });

  it('keeps a choice made before the login had one', () => {
    expect(syncLanguage({ ...facts, current: 'mi-NZ', chosenHere: 'mi-NZ' })).toEqual({ save: 'mi-NZ' });
    expect(syncLanguage(facts)).toEqual({});
  });

  it('takes the language query parameter as the choice, over the stored one', () => {
    expect(syncLanguage({ ...facts, stored: 'en', current: 'mi-NZ', openedWith: 'mi-NZ' })).toEqual({
      save: 'mi-NZ',
    });
    expect(syncLanguage({ ...facts, stored: 'mi-NZ', current: 'mi-NZ', openedWith: 'mi-NZ' })).toEqual({});
  });

  it('keeps a choice made on the page while the stored one was being read, over the stored one', () => {
    expect(syncLanguage({ ...facts, stored: 'mi-NZ', current: 'en', chosenWhileReading: 'en' })).toEqual({
      save: 'en',
    });
    expect(
      syncLanguage({ ...facts, stored: 'en', current: 'en', openedWith: 'mi-NZ', chosenWhileReading: 'en' }),
    ).toEqual({});
  });
});
