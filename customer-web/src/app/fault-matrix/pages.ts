import type { ShopOrder } from '@portal/shared';
import { generatePath, matchPath, type RouteObject } from 'react-router';
import { saveCompletedPurchase, summaryOf } from '../../lib/completed-purchase';
import { sessionStore } from '../../lib/session/session-store';
import { routes } from '../routes';
import { areaRoutes } from '../area-routes/all';

/** Every path of the route table as written (optional parameters left out), parameterised ones included. */
export function routePaths(table: RouteObject[] = [...routes, ...areaRoutes], parent = ''): string[] {
  const out: string[] = [];
  for (const route of table) {
    const own = (route.path ?? '').replace(/\/:[^/]+\?/g, '');
    const path = own.startsWith('/') ? own : [parent, own].filter(Boolean).join('/');
    if (path.includes('*')) continue;
    if (route.index || (route.path !== undefined && !route.children)) out.push(`/${path.replace(/^\//, '')}`);
    if (route.children) out.push(...routePaths(route.children, path));
  }
  return [...new Set(out)];
}

/** Every path of the route table with no parameter in it. */
export const staticPaths = (): string[] => routePaths().filter((p) => !p.includes(':'));

/** The route table's parameterised paths (an order's, an invoice's page). */
export const parameterisedPaths = (): string[] => routePaths().filter((p) => p.includes(':'));

/**
 * Pages no page links to, reached from outside (a shared link, an address typed in): the shop's eSIM and a terms
 * document of the fixtures, and two records that are not the customer's.
 */
const ENTERED_AT: Record<string, string> = {
  '/eshop/:slug': '/eshop/esim',
  '/terms/:termsPath': '/terms/mobile-plans',
  // A link from an activation SMS, and a fixed wireless service: none is the signed-in customer's, so the page
  // rightly says so with its calls answering, and must say what failed with them failing.
  '/activation/:code': '/activation/0000000000000000',
  '/profile/broadband/fwa/change-plan/:id':
    '/profile/broadband/fwa/change-plan/00000000-0000-4000-8000-000000000000',
  // An old link from an email or the apps, sent on to today's screen.
  '/link/:name': '/link/invoices',
};

const pathOf = (link: string) => link.split(/[?#]/)[0] ?? link;

/**
 * Where to open a parameterised route: the first of the links a page showed that opens it (a real record of the
 * fixtures); else the same record under a longer address (an invoice's old address from its new one, a help section
 * from one of its articles' links); else the address it is entered at from outside.
 */
export function addressOf(pattern: string, links: Iterable<string>): string | undefined {
  const all = [...links].map(pathOf);
  const direct = all.find((link) => matchPath(pattern, link));
  if (direct) return direct;
  for (const link of all) {
    const under = matchPath(`${pattern}/*`, link);
    if (under) return generatePath(pattern, under.params);
    const longer = parameterisedPaths().find(
      (p) => p !== pattern && p.endsWith(pattern) && matchPath(p, link),
    );
    if (longer) return generatePath(pattern, matchPath(longer, link)!.params);
  }
  return ENTERED_AT[pattern];
}

/** A line of the shop's checkout, as a completed purchase holds it. */
type PurchasedLine = Record<string, string | number>;

const SIM_LINE: PurchasedLine = {
  ServiceType: 'MOBILE',
  PhysicalType: 'SIM',
  Type: 'TYPE_PRODUCT',
  ItemUUID: '00000000-0000-4000-8000-000000000001',
  Name: 'SIM card',
  PriceCents: 0,
};

const placed = new Map<PurchasedLine, Promise<ShopOrder>>();

/** An order of one line placed for the customer signed in, as a completed checkout places it; placed once. */
const orderOf = (line: PurchasedLine): Promise<ShopOrder> => {
  const known = placed.get(line);
  if (known) return known;
  const placing = fetch(new URL('/__mock/shop/orders', window.location.origin), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ CustomerUUID: sessionStore.get().customerUUID, Lines: [line] }),
  }).then(async (answer) => {
    if (answer.status !== 201) throw new Error(`the shop did not take the order (${answer.status})`);
    return (await answer.json()) as ShopOrder;
  });
  placed.set(line, placing);
  return placing;
};

/**
 * A purchase just completed: its summary kept where checkout keeps it for the thank-you pages, of the same order
 * each time, so that a call the page was seen to send (the order's status) is the one a case fails.
 */
const purchaseJustMade = async (line: PurchasedLine): Promise<void> =>
  saveCompletedPurchase(summaryOf(await orderOf(line), Date.now()));

/** Pages that read what another page leaves behind (a purchase just completed): set up before each time they open. */
export const PREPARED: Record<string, () => Promise<void>> = {
  '/eshop/thanks': () => purchaseJustMade(SIM_LINE),
};
