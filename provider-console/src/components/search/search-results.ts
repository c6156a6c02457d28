import type { ConsoleSearch, SearchMatch } from '@portal/shared';

/** One result as the search box lists it: a record to open, under its group. */
export interface SearchOption {
  group: 'orders' | 'customers';
  resource: 'UFB_order' | 'customer';
  UUID: string;
  primary: string;
  secondary: string;
  matched: SearchMatch;
}

/** The orders first, then the customers: the groups the box shows. */
export function searchOptions(found: ConsoleSearch | undefined): SearchOption[] {
  if (!found) return [];
  return [
    ...found.Orders.map((o): SearchOption => ({
      group: 'orders',
      resource: 'UFB_order',
      UUID: o.UUID,
      primary: `${o.OrderNumber} · ${o.CustomerName}`,
      secondary: o.Address,
      matched: o.Matched,
    })),
    ...found.Customers.map((p): SearchOption => ({
      group: 'customers',
      resource: 'customer',
      UUID: p.UUID,
      primary: p.Name,
      secondary: `${p.Email} · ${p.MobileNumber}`,
      matched: p.Matched,
    })),
  ];
}

/** Fewer characters than this find too much to be of use, and are not sent. */
export const MIN_SEARCH = 2;
