import type { RouteObject } from 'react-router';

/** Routes of orders, appointments and the broadband account, as children of the shell (full paths). */
export const broadbandRoutes: RouteObject[] = [];
