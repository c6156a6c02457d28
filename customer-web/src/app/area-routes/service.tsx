import type { RouteObject } from 'react-router';
import { flagOn, guards, PROFILE_GUARDS } from '../guards';
import { Guarded, page } from '../page-route';

/**
 * Joining a companion group is how a customer without a card or addons of their own shares one, so the customer
 * groups screen asks only for a verified, unsuspended account; mobile groups are about services and need the profile.
 */
const CUSTOMER_GROUP_GUARDS = [guards.signedIn, guards.hasAccount, guards.emailVerified, guards.notSuspended];

/** Routes of usage, SIM settings and actions, number porting and groups, as children of the shell (full paths). */
export const serviceRoutes: RouteObject[] = [
  {
    element: <Guarded guards={[...CUSTOMER_GROUP_GUARDS, flagOn('customer_groups')]} />,
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
