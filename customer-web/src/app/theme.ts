import { createTheme, type Theme } from '@mui/material';
import { brandFor, brandThemeOptions, type ColourScheme } from '@portal/shared';

/**
 * MUI animates menus, dialogs and drawers whatever the visitor's setting; someone who asked their system for less
 * motion gets none (MUI's documented switch: every transition is `none`). Read once at start.
 */
const prefersReducedMotion =
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

export const brand = brandFor();

/** The portal's theme in one scheme, from the provider's brand record: colours at WCAG AA, focus always visible. */
function makeTheme(mode: ColourScheme): Theme {
  const { focusRing, ...options } = brandThemeOptions(brand, mode);
  const base = createTheme(options);
  const titlePhone = `${brand.type.titlePhone}rem`;
  return createTheme(base, {
    ...(prefersReducedMotion ? { transitions: { create: () => 'none' } } : {}),
    typography: {
      h4: { [base.breakpoints.down('sm')]: { fontSize: titlePhone } },
    },
    components: {
      MuiCssBaseline: { styleOverrides: { ':focus-visible': focusRing } },
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
