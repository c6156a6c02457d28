import type { RouteObject } from 'react-router';
import { guards } from '../guards';
import { Guarded, page } from '../page-route';

/**
 * The profile's home tab (my-app-home): the profile's guards without "addons present", since the home is where a
 * customer whose service is broadband, or who has no plan yet, finds what they have and where to go next.
 */
const HOME_GUARDS = [
  guards.signedIn,
  guards.hasAccount,
  guards.emailVerified,
  guards.notSuspended,
  guards.hasPaymentMethods,
  guards.profileTabAllowed,
];

export const homeRoutes: RouteObject[] = [
  {
    element: <Guarded guards={HOME_GUARDS} tab="my-app-home" />,
    children: [
      {
        path: 'profile/my-app-home',
        ...page(
          () => import('../../features/my-app-home/my-app-home-page'),
          (m) => m.MyAppHomePage,
        ),
      },
    ],
  },
];
