import type { Plugin } from 'vite';

export function muiThemeWithoutCssVars(options?: { provider?: boolean }): Plugin;
