import type { Plugin } from 'vite';

export function recordRouteImports(root: string): Plugin;
