import { useRoutes, type RouteObject } from 'react-router';
import { page } from '../page-route';
import { accountRoutes } from './account';
import { activationRoutes } from './activation';
import { addonRoutes } from './addons';
import { billRoutes } from './bills';
import { broadbandRoutes } from './broadband';
import { homeRoutes } from './home';
import { mobileRoutes } from './mobile';
import { moneyRoutes } from './money';
import { portingRoutes } from './porting';
import { profileAreaRoutes } from './profile-areas';
import { serviceRoutes } from './service';
import { shopRoutes } from './shop';
import { tabRedirects } from './tab-redirects';
import { simRoutes } from './sim';
import { usageRoutes } from './usage';

/** The account's and the product areas' routes, and not found for any path neither they nor the visitor pages have. */
export const areaRoutes: RouteObject[] = [
  ...tabRedirects,
  ...accountRoutes,
  ...homeRoutes,
  ...mobileRoutes,
  ...addonRoutes,
  ...simRoutes,
  ...activationRoutes,
  ...portingRoutes,
  ...shopRoutes,
  ...broadbandRoutes,
  ...moneyRoutes,
  ...billRoutes,
  ...serviceRoutes,
  ...usageRoutes,
  ...profileAreaRoutes,
  {
    path: '*',
    ...page(
      () => import('../../features/not-found/not-found-page'),
      (m) => m.NotFoundPage,
    ),
  },
];

/** Matches the rest of the path below the visitor pages' catch-all: area routes are full paths. */
export function AreaRoutes() {
  return useRoutes(areaRoutes);
}
