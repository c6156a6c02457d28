import type { RouteObject } from 'react-router';

/** Routes of postpay bills, invoices, receipts, payment history and the billing cycle, as children of the shell (full paths). */
export const billRoutes: RouteObject[] = [];
