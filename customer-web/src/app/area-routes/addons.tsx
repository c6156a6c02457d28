import type { RouteObject } from 'react-router';

/** Routes of buying mobile addons, as children of the shell (full paths). */
export const addonRoutes: RouteObject[] = [];
