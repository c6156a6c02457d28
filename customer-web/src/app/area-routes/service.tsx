import type { RouteObject } from 'react-router';

/** Routes of usage, SIM settings and actions, number porting and groups, as children of the shell (full paths). */
export const serviceRoutes: RouteObject[] = [];
