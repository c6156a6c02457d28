import { SPID } from '../config';
import type { BrandTheme } from './theme-record';

/** Service provider 68: a calm deep blue with a violet accent; the mark is a signal arc over a dot. */
const spid68: BrandTheme = {
  spid: 68,
  name: 'Tūī Mobile',
  mark: {
    viewBox: '0 0 32 32',
    paths: [
      { d: 'M6 0h20a6 6 0 0 1 6 6v20a6 6 0 0 1-6 6H6a6 6 0 0 1-6-6V6a6 6 0 0 1 6-6z', colour: 'primary' },
      {
        d: 'M16 9.5a11 11 0 0 1 9.2 5l-2.1 1.4a8.5 8.5 0 0 0-14.2 0l-2.1-1.4a11 11 0 0 1 9.2-5zm0 5a6 6 0 0 1 5 2.7l-2.1 1.4a3.5 3.5 0 0 0-5.8 0l-2.1-1.4a6 6 0 0 1 5-2.7z',
        colour: 'onPrimary',
      },
      { d: 'M16 20.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5z', colour: 'secondary' },
    ],
  },
  light: {
    primary: '#0b4f8a',
    onPrimary: '#ffffff',
    secondary: '#6a1b9a',
    onSecondary: '#ffffff',
    error: '#b3261e',
    warning: '#8a5300',
    success: '#1b5e20',
    info: '#01579b',
    background: '#f4f6f9',
    surface: '#ffffff',
    text: '#1a1c1e',
    textMuted: '#4a5561',
    focus: '#9a3412',
  },
  dark: {
    primary: '#8ec5ff',
    onPrimary: '#0a1f33',
    secondary: '#d7aefb',
    onSecondary: '#2a0a3d',
    error: '#ffb4ab',
    warning: '#ffb951',
    success: '#81c995',
    info: '#8ab4f8',
    background: '#101214',
    surface: '#1b1e22',
    text: '#e6e8eb',
    textMuted: '#a9b1bb',
    focus: '#ffb74d',
  },
  radius: 12,
  spacing: 8,
  type: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    title: 2,
    titlePhone: 1.5,
    heading: 1.25,
    subheading: 1.0625,
    body: 1,
    small: 0.875,
  },
  images: {
    light: ['#0b4f8a', '#4a1470'],
    dark: ['#0d2d4d', '#2e0f47'],
    onLight: '#ffffff',
    onDark: '#ffffff',
  },
};

export const BRANDS: Readonly<Record<number, BrandTheme>> = { 68: spid68 };

/** The brand of a service provider; the product's own provider when none is given. */
export function brandFor(spid: number = SPID): BrandTheme {
  const brand = BRANDS[spid];
  if (!brand) throw new Error(`No brand for SPID ${spid}`);
  return brand;
}
