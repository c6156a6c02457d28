import { createTheme, type Theme } from '@mui/material';
import { brandFor, brandThemeOptions, type ColourScheme } from '@portal/shared';

/**
 * MUI animates menus, dialogs and drawers whatever the visitor's setting; someone who asked their system for less
 * motion gets no transitions. Said in CSS rather than by a theme read from the device, so the theme (and every class
 * name it hashes into) is the same in a pre-rendered page and in the browser that hydrates it.
 */
const noTransitionsForReducedMotion = {
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': { transition: 'none !important' },
  },
};

export const brand = brandFor();

/** The portal's theme in one scheme, from the provider's brand record: colours at WCAG AA, focus always visible. */
function makeTheme(mode: ColourScheme): Theme {
  const { focusRing, ...options } = brandThemeOptions(brand, mode);
  const base = createTheme(options);
  const titlePhone = `${brand.type.titlePhone}rem`;
  return createTheme(base, {
    typography: {
      h4: { [base.breakpoints.down('sm')]: { fontSize: titlePhone } },
    },
    components: {
      MuiCssBaseline: { styleOverrides: { ':focus-visible': focusRing, ...noTransitionsForReducedMotion } },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      MuiAppBar: { defaultProps: { elevation: 0 } },
    },
  });
}

const themes: Partial<Record<ColourScheme, Theme>> = {};

/** Built once per scheme, the first time it is drawn. */
export function themeFor(mode: ColourScheme): Theme {
  return (themes[mode] ??= makeTheme(mode));
}
