import { describe, expect, it } from 'vitest';
import { BRANDS, brandFor } from './brands';
import { contrastFailures, contrastRatio } from './contrast';
import { brandMarkUrl } from './mark';

describe('contrast ratio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0b4f8a', '#0b4f8a')).toBe(1);
  });

  it('matches the published ratio of a mid grey on white', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe('brand themes', () => {
  it.each(Object.values(BRANDS))('every colour pair of $name meets WCAG AA in light and dark', (brand) => {
    expect(contrastFailures(brand)).toEqual([]);
  });

  it('each brand names its mark, so the header is announced by the brand', () => {
    for (const brand of Object.values(BRANDS)) expect(brand.name.trim()).not.toBe('');
  });

  it('gives the product provider brand by default and refuses an unknown provider', () => {
    expect(brandFor().spid).toBe(68);
    expect(() => brandFor(9999)).toThrow(/No brand/);
  });
});

describe('brand mark', () => {
  it('is an SVG drawn in the scheme colours of the brand', () => {
    const brand = brandFor();
    const light = decodeURIComponent(brandMarkUrl(brand, 'light'));
    expect(light).toMatch(/^data:image\/svg\+xml,<svg /);
    expect(light).toContain(`fill="${brand.light.primary}"`);
    expect(decodeURIComponent(brandMarkUrl(brand, 'dark'))).toContain(`fill="${brand.dark.primary}"`);
  });
});
