import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { mergeDeep } from './merge';

/** A focus ring that shows on every control reached by keyboard, in both themes (WCAG 2.4.7). */
const accessible: RaThemeOptions = {
  components: {
    MuiButtonBase: {
      styleOverrides: {
        root: { '&.Mui-focusVisible': { outline: '3px solid #ffab00', outlineOffset: 2 } },
      },
    },
    MuiLink: {
      styleOverrides: { root: { '&:focus-visible': { outline: '3px solid #ffab00', outlineOffset: 2 } } },
    },
  },
};

/** Darker blues and red than the defaults, so labels, the app bar and delete buttons on the grey form toolbar keep 4.5:1 contrast (WCAG 1.4.3). */
export const lightTheme = mergeDeep(defaultLightTheme, {
  ...accessible,
  palette: { primary: { main: '#1565c0' }, secondary: { main: '#0d47a1' }, error: { main: '#b71c1c' } },
});
export const darkTheme = mergeDeep(defaultDarkTheme, accessible);

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
