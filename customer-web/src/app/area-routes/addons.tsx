import type { RouteObject } from 'react-router';
import { guards, PROFILE_GUARDS } from '../guards';
import { Guarded, page } from '../page-route';

/** Buying addons is for a service that is postpay or prepay, behind the profile area's guards. */
const ADDON_GUARDS = [...PROFILE_GUARDS, guards.postpayOrPrepay];

/** Routes of buying mobile addons, as children of the shell (full paths). */
export const addonRoutes: RouteObject[] = [
  {
    element: <Guarded guards={ADDON_GUARDS} />,
    children: [
      {
        path: 'profile/addons',
        ...page(
          () => import('../../features/mobile-addons/addons-page'),
          (m) => m.AddonsPage,
        ),
      },
    ],
  },
];
