import type { RouteObject } from 'react-router';
import { routes } from '../routes';
import { areaRoutes } from '../area-routes/all';

/** Every path of the route table with no parameter in it, optional parameters left out. */
export function staticPaths(table: RouteObject[] = [...routes, ...areaRoutes], parent = ''): string[] {
  const out: string[] = [];
  for (const route of table) {
    const own = (route.path ?? '').replace(/\/:[^/]+\?/g, '');
    const path = own.startsWith('/') ? own : [parent, own].filter(Boolean).join('/');
    if (path.includes(':') || path.includes('*')) continue;
    if (route.index || (route.path !== undefined && !route.children)) out.push(`/${path.replace(/^\//, '')}`);
    if (route.children) out.push(...staticPaths(route.children, path));
  }
  return [...new Set(out)];
}
