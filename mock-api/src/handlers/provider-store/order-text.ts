import type { FibreOrder } from '@portal/shared';

/** What the orders list's text search and the console's one search read of an order. */
export const orderText = (o: FibreOrder) =>
  `${o.OrderNumber} ${o.CustomerName} ${o.CustomerEmail} ${o.Address.Formatted}`;
