import type { Plugin } from 'vite';

export function muiThemeWithoutCssVars(): Plugin;
