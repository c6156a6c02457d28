import { matchPath, type RouteObject } from 'react-router';
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

/** The first of the links a page showed that opens this parameterised route: a real record of the fixtures. */
export function addressOf(pattern: string, links: Iterable<string>): string | undefined {
  for (const link of links)
    if (matchPath(pattern, link.split(/[?#]/)[0] ?? link)) return link.split(/[?#]/)[0];
  return undefined;
}
