import { createTheme } from '@mui/material';

/** Colours chosen for WCAG AA contrast; focus is always visible. */
export const theme = createTheme({
  palette: {
    primary: { main: '#0b4f8a' },
    secondary: { main: '#6a1b9a' },
    warning: { main: '#8a5300' },
  },
  shape: { borderRadius: 8 },
  components: {
    MuiButtonBase: { defaultProps: { disableRipple: false } },
    MuiCssBaseline: {
      styleOverrides: { ':focus-visible': { outline: '3px solid #ffab00', outlineOffset: 2 } },
    },
  },
});
