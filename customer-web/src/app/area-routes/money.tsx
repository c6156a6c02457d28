import type { RouteObject } from 'react-router';

/** Routes of prepay top-up, vouchers, auto top-up and guest recharge and bill payment, as children of the shell (full paths). */
export const moneyRoutes: RouteObject[] = [];
