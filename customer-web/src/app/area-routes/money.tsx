import type { RouteObject } from 'react-router';

/** Routes of top-up, vouchers, guest payments, invoices, bills and payment history, as children of the shell (full paths). */
export const moneyRoutes: RouteObject[] = [];
