import type { RouteObject } from 'react-router';
import { guards, PROFILE_GUARDS } from '../guards';
import { Guarded, page } from '../page-route';

const usage = page(
  () => import('../../features/mobile-usage/usage-page'),
  (m) => m.UsagePage,
);

/** Routes of the mobile service's usage, as children of the shell (full paths). */
export const usageRoutes: RouteObject[] = [
  {
    element: <Guarded guards={[...PROFILE_GUARDS, guards.accountActivated]} />,
    children: [
      { path: 'profile/usage', ...usage },
      { path: 'profile/mobile/usage/details', ...usage },
    ],
  },
];
