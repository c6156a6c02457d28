import type { RouteObject } from 'react-router';
import { flagOn, PROFILE_GUARDS } from '../guards';
import { Guarded, page } from '../page-route';

/** Routes of usage, SIM settings and actions, number porting and groups, as children of the shell (full paths). */
export const serviceRoutes: RouteObject[] = [
  {
    element: <Guarded guards={[...PROFILE_GUARDS, flagOn('customer_groups')]} />,
    children: [
      {
        path: 'profile/customer-groups',
        ...page(
          () => import('../../features/groups/customer-groups-page'),
          (m) => m.CustomerGroupsPage,
        ),
      },
    ],
  },
  {
    element: <Guarded guards={[...PROFILE_GUARDS, flagOn('mobile_groups')]} />,
    children: [
      {
        path: 'profile/mobile-groups',
        ...page(
          () => import('../../features/groups/mobile-groups-page'),
          (m) => m.MobileGroupsPage,
        ),
      },
    ],
  },
];
