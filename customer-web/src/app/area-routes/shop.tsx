import type { RouteObject } from 'react-router';

/** Routes of the shop: broadband availability, the cart and checkout, as children of the shell (full paths). */
export const shopRoutes: RouteObject[] = [];
