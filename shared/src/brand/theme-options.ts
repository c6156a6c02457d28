import type { BrandTheme, ColourScheme } from './theme-record';

/**
 * The parts of a MUI theme that come from the brand, as plain options both apps pass to `createTheme` (the
 * customer portal) or lay over react-admin's theme (the console). Plain objects, so the shared model does not
 * depend on MUI.
 */
export function brandThemeOptions(brand: BrandTheme, mode: ColourScheme) {
  const p = brand[mode];
  const rem = (n: number) => `${n}rem`;
  const focusRing = { outline: `3px solid ${p.focus}`, outlineOffset: 2 };
  return {
    palette: {
      mode,
      primary: { main: p.primary, contrastText: p.onPrimary },
      secondary: { main: p.secondary, contrastText: p.onSecondary },
      error: { main: p.error },
      warning: { main: p.warning },
      success: { main: p.success },
      info: { main: p.info },
      background: { default: p.background, paper: p.surface },
      text: { primary: p.text, secondary: p.textMuted },
    },
    shape: { borderRadius: brand.radius },
    spacing: brand.spacing,
    typography: {
      fontFamily: brand.type.fontFamily,
      // Page titles (h1 is drawn as h4), card titles and their subtitles.
      h4: { fontSize: rem(brand.type.title), fontWeight: 700, letterSpacing: '-0.01em' },
      h5: { fontSize: rem(brand.type.heading), fontWeight: 650 },
      h6: { fontSize: rem(brand.type.subheading), fontWeight: 650 },
      body1: { fontSize: rem(brand.type.body) },
      body2: { fontSize: rem(brand.type.small) },
      // Sentence case: labels read as written, never upper-cased.
      button: { textTransform: 'none' as const, fontWeight: 600 },
      overline: { textTransform: 'none' as const },
    },
    components: {
      // Primary actions are at least 44 px tall, a finger's width; buttons in a row share that height.
      MuiButton: { styleOverrides: { root: { minHeight: 44 }, sizeSmall: { minHeight: 36 } } },
      // A subtitle is a line of text (a plan's tagline, an amount), not a heading unless it says so (`component`):
      // MUI's default h6 would put headings out of order and read amounts out as headings.
      MuiTypography: {
        defaultProps: { variantMapping: { subtitle1: 'p', subtitle2: 'p' } },
      },
    },
    focusRing,
  };
}
