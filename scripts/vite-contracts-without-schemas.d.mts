import type { Plugin } from 'vite';

export function routeOf(contract: object): object;
export function contractsWithoutSchemas(): Plugin;
