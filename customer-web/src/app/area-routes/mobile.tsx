import type { RouteObject } from 'react-router';

/** Routes of the customer's mobile home, plans and addons, as children of the shell (full paths). */
export const mobileRoutes: RouteObject[] = [];
