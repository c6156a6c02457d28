import type { RouteObject } from 'react-router';
import { PROFILE_GUARDS } from '../guards';
import { Guarded, page } from '../page-route';

const dashboard = page(
  () => import('../../features/mobile-home/dashboard-page'),
  (m) => m.DashboardPage,
);

/** Routes of the customer's mobile home, plans and addons, as children of the shell (full paths). */
export const mobileRoutes: RouteObject[] = [
  {
    element: <Guarded guards={PROFILE_GUARDS} />,
    children: [
      { path: 'profile/dashboard', ...dashboard },
      { path: 'profile/mobile-app-dashboard', ...dashboard },
      {
        path: 'profile/your-plan',
        ...page(
          () => import('../../features/mobile-plans/your-plan-page'),
          (m) => m.YourPlanPage,
        ),
      },
      {
        path: 'profile/all-plans',
        ...page(
          () => import('../../features/mobile-plans/all-plans-page'),
          (m) => m.AllPlansPage,
        ),
      },
    ],
  },
];
