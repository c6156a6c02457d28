import { describe, expect, it } from 'vitest';
import { languageFromQuery } from './index';

describe('the language a link asks for', () => {
  it('takes te reo Māori by its language alone or by its tag in any case', () => {
    for (const asked of ['mi', 'MI', 'mi-NZ', 'mi-nz', 'mi_NZ'])
      expect(languageFromQuery(`?language=${asked}`), asked).toBe('mi-NZ');
  });

  it('takes English by its language alone or with a region', () => {
    for (const asked of ['en', 'en-NZ', 'EN'])
      expect(languageFromQuery(`?language=${asked}`), asked).toBe('en');
  });

  it('ignores a language it does not have, and no language at all', () => {
    expect(languageFromQuery('?language=fr')).toBeNull();
    expect(languageFromQuery('?language=')).toBeNull();
    expect(languageFromQuery('?header=hide')).toBeNull();
  });
});
