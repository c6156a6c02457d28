import { generatePath, matchPath, type RouteObject } from 'react-router';
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
