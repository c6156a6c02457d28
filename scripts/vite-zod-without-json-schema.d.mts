import type { Plugin } from 'vite';

export function zodWithoutJsonSchema(): Plugin;
