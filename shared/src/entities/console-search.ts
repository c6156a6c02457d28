import { z } from 'zod';
import { UuidSchema } from './common';
import { FibreOrderStateSchema } from './fibre-order';
import { requiredText } from './store-common';

/** How many orders and how many customers one search answers: a few to choose from, not a list to page. */
export const CONSOLE_SEARCH_LIMIT = 5;

/** GET /v3/{SPID}/search: what the operator typed (every word must occur, as in the lists' search). */
export const ConsoleSearchQuerySchema = z.object({
  q: requiredText(100, 'q'),
});

/** Which of a record's fields held the words first: what the result shows as the reason it was found. */
export const SearchMatchSchema = z.enum(['OrderNumber', 'Name', 'Email', 'Phone', 'Address']);
export type SearchMatch = z.infer<typeof SearchMatchSchema>;

export const OrderHitSchema = z.object({
  UUID: UuidSchema,
  OrderNumber: z.string(),
  CustomerName: z.string(),
  Address: z.string(),
  State: FibreOrderStateSchema,
  Matched: SearchMatchSchema,
});
export type OrderHit = z.infer<typeof OrderHitSchema>;

export const CustomerHitSchema = z.object({
  UUID: UuidSchema,
  Name: z.string(),
  Email: z.string(),
  MobileNumber: z.string(),
  Matched: SearchMatchSchema,
});
export type CustomerHit = z.infer<typeof CustomerHitSchema>;

/** The first few orders (newest first) and customers found, and how many of each there are in all. */
export const ConsoleSearchSchema = z.object({
  Orders: z.array(OrderHitSchema).max(CONSOLE_SEARCH_LIMIT),
  OrdersTotal: z.number().int().min(0),
  Customers: z.array(CustomerHitSchema).max(CONSOLE_SEARCH_LIMIT),
  CustomersTotal: z.number().int().min(0),
});
export type ConsoleSearch = z.infer<typeof ConsoleSearchSchema>;
