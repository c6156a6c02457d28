import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { brandFor, brandThemeOptions, type ColourScheme } from '@portal/shared';
import { mergeDeep } from './merge';

/** The console wears the provider's brand, like the customer portal: one record per SPID in the shared model. */
export const brand = brandFor();

/**
 * The brand's colours, radius and type over react-admin's theme: sentence-case buttons, a focus ring that shows on
 * every control reached by keyboard (WCAG 2.4.7), colours at AA contrast in both schemes.
 */
function branded(base: RaThemeOptions, mode: ColourScheme): RaThemeOptions {
  const { focusRing, ...options } = brandThemeOptions(brand, mode);
  return mergeDeep(mergeDeep(base, options), {
    components: {
      MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
      MuiLink: { styleOverrides: { root: { '&:focus-visible': focusRing } } },
      MuiButton: { styleOverrides: { root: { textTransform: 'none' } } },
      // The app bar wears the brand's primary colour in both schemes, as the portal's own primary actions do;
      // react-admin's default is the secondary (violet) colour, which made the console read as another product.
      // The mark's tile is the same colour: a ring in the bar's text colour keeps its outline.
      RaAppBar: {
        defaultProps: { color: 'primary', enableColorOnDark: true },
        styleOverrides: {
          root: {
            '& [data-brand-mark]': { borderRadius: 6, boxShadow: `0 0 0 2px ${brand[mode].onPrimary}` },
          },
        },
      },
      // react-admin lets the page grow to its content's width (so a wide table scrolls the page on a desktop). On a
      // phone the page keeps the screen's width: the state tabs scroll within it and list lines wrap.
      RaLayout: {
        styleOverrides: {
          root: {
            '@media (max-width: 599.95px)': { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } },
          },
        },
      },
      RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
    },
  } as RaThemeOptions);
}

export const lightTheme = branded(defaultLightTheme, 'light');
export const darkTheme = branded(defaultDarkTheme, 'dark');

/** Chip colours with white text at AA contrast (4.5:1 or more) in both themes. */
export const CHIP_COLOURS = {
  green: '#1b5e20',
  blue: '#0d47a1',
  purple: '#4527a0',
  amber: '#8a4b00',
  red: '#b71c1c',
  grey: '#424242',
  slate: '#546e7a',
} as const;
export type ChipColour = keyof typeof CHIP_COLOURS;
