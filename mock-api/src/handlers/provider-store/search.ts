import {
  CONSOLE_SEARCH_LIMIT,
  contracts,
  stepAt,
  type Customer,
  type CustomerHit,
  type FibreOrder,
  type OrderHit,
  type SearchMatch,
} from '@portal/shared';
import type { MockContext } from '../../context';
import { TextRows } from '../../db/text-rows';
import { route } from '../../http/route';
import { nowNanos } from './common';
import { customerText } from './customers';
import { searchWords } from './list';
import type { OrderRows } from './order-rows';
import { orderText } from './order-text';
import { selectSorted } from './select';

const c = contracts.storeWork;

/** The first of a record's fields that holds one of the words: why the record was found. */
function firstMatch(words: readonly string[], fields: [SearchMatch, string][]): SearchMatch {
  for (const [name, value] of fields) {
    const text = value.toLowerCase();
    if (words.some((w) => text.includes(w))) return name;
  }
  return (fields[0] as [SearchMatch, string])[0];
}

const holdsAll = (words: readonly string[], text: string) => words.every((w) => text.includes(w));

/**
 * GET /v3/{SPID}/search: the orders whose search text holds every word (found through the orders list's token
 * index, newest first), then the orders of the customers whose phone number holds them (an order does not carry
 * the phone), and the customers by name, email or phone, through a token index of their own.
 */
export function searchRoute(ctx: MockContext, rows: OrderRows) {
  const customerRows = new TextRows<Customer>(ctx.db.customers, customerText);
  return route(ctx, c.search, ({ query }) => {
    const words = searchWords(query.q);
    const now = nowNanos(ctx);
    const found = customerRows.find(words);
    const newest = (filter: object, rest?: (o: FibreOrder) => boolean) =>
      rows.select({
        filter,
        now,
        rest,
        field: 'CreatedAtNanos',
        direction: 'DESC',
        count: CONSOLE_SEARCH_LIMIT,
        key: (o) => o.CreatedAtNanos,
      });
    const byText = newest({ q: query.q });
    const customers = selectSorted(
      found,
      () => true,
      (p) => `${p.LastName} ${p.FirstName}`,
      (p) => p.UUID,
      'ASC',
      CONSOLE_SEARCH_LIMIT,
    );
    const byPhone = phoneOrders(found, words, (uuids) =>
      newest({ CustomerUUID: uuids }, (o) => !holdsAll(words, orderText(o).toLowerCase())),
    );
    const orders: OrderHit[] = [
      ...byText.page.map((o) => orderHit(o, now, words, undefined)),
      ...byPhone.page.map((o) => orderHit(o, now, words, 'Phone')),
    ].slice(0, CONSOLE_SEARCH_LIMIT);
    return {
      Orders: orders,
      OrdersTotal: byText.total + byPhone.total,
      Customers: customers.page.map((p) => customerHit(p, words)),
      CustomersTotal: customers.total,
    };
  });
}

/** The orders of the found customers whose mobile number holds every word (none when a word is not digits). */
function phoneOrders(
  customers: readonly Customer[],
  words: readonly string[],
  select: (customerUuids: string[]) => { page: FibreOrder[]; total: number },
): { page: FibreOrder[]; total: number } {
  if (!words.length || !words.every((w) => /^\+?\d+$/.test(w))) return { page: [], total: 0 };
  const uuids = customers.filter((p) => holdsAll(words, p.MobileNumber)).map((p) => p.UUID);
  return uuids.length ? select(uuids) : { page: [], total: 0 };
}

function orderHit(
  o: FibreOrder,
  now: number,
  words: readonly string[],
  matched: SearchMatch | undefined,
): OrderHit {
  return {
    UUID: o.UUID,
    OrderNumber: o.OrderNumber,
    CustomerName: o.CustomerName,
    Address: o.Address.Formatted,
    State: stepAt(o.Timeline, now).State,
    Matched:
      matched ??
      firstMatch(words, [
        ['OrderNumber', o.OrderNumber],
        ['Name', o.CustomerName],
        ['Email', o.CustomerEmail],
        ['Address', o.Address.Formatted],
      ]),
  };
}

function customerHit(p: Customer, words: readonly string[]): CustomerHit {
  const name = `${p.FirstName} ${p.LastName}`;
  return {
    UUID: p.UUID,
    Name: name,
    Email: p.Email,
    MobileNumber: p.MobileNumber,
    Matched: firstMatch(words, [
      ['Name', name],
      ['Email', p.Email],
      ['Phone', p.MobileNumber],
    ]),
  };
}
