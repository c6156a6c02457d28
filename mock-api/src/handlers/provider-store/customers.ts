import { contracts, type Customer, type StoreCustomerFilter } from '@portal/shared';
import type { HandlerGroup } from '../types';
import { allOf, fieldValue, oneOf, searchText, type ListSpec } from './list';
import { storeHandlers } from './resource';
import { withId } from './views';

const c = contracts.store;
/** What the customers list's text search and the console's one search read of a customer. */
export const customerText = (p: Customer) => `${p.FirstName} ${p.LastName} ${p.Email} ${p.MobileNumber}`;
const haystack = searchText<Customer>(customerText);

const spec: ListSpec<Customer, StoreCustomerFilter> = {
  resource: 'customer',
  envelope: 'Customers',
  defaultSort: ['LastName', 'ASC'],
  sortKey: (field) => (field === 'id' ? (p) => p.UUID : (p) => fieldValue(p, field)),
  matches: (f) => {
    const words = f.q?.toLowerCase().split(/\s+/).filter(Boolean) ?? [];
    return allOf(
      [
        oneOf(f.id, (p: Customer) => p.UUID),
        oneOf(f.AccountType, (p: Customer) => p.AccountType),
        words.length ? (p: Customer) => words.every((w) => haystack(p).includes(w)) : undefined,
      ].filter((t) => t !== undefined),
    );
  },
};

/** Customer accounts, read-only, for the console's references. */
export const storeCustomerHandlers: HandlerGroup = (ctx) =>
  storeHandlers(ctx, {
    table: ctx.db.customers,
    contracts: { list: c.customerList, get: c.customerGet },
    list: () => spec,
    view: withId,
  });
