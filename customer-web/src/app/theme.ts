import { createTheme } from '@mui/material';

/**
 * MUI animates menus, dialogs and drawers whatever the visitor's setting; someone who asked their system for less
 * motion gets none (MUI's documented switch: every transition is `none`). Read once at start.
 */
const prefersReducedMotion =
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/** Colours chosen for WCAG AA contrast; focus is always visible. */
export const theme = createTheme({
  palette: {
    primary: { main: '#0b4f8a' },
    secondary: { main: '#6a1b9a' },
    warning: { main: '#8a5300' },
  },
  shape: { borderRadius: 8 },
  ...(prefersReducedMotion ? { transitions: { create: () => 'none' } } : {}),
  components: {
    MuiButtonBase: { defaultProps: { disableRipple: false } },
    MuiCssBaseline: {
      styleOverrides: { ':focus-visible': { outline: '3px solid #ffab00', outlineOffset: 2 } },
    },
  },
});
