import type { RouteObject } from 'react-router';

/** Routes of mobile activation, onboarding and adoption, as children of the shell (full paths). */
export const activationRoutes: RouteObject[] = [];
