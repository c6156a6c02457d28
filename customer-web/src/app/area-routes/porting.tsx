import type { RouteObject } from 'react-router';
import { flagOn, PROFILE_GUARDS } from '../guards';
import { Guarded, page } from '../page-route';

/** Routes of number porting, as children of the shell (full paths). */
export const portingRoutes: RouteObject[] = [
  {
    element: <Guarded guards={[...PROFILE_GUARDS, flagOn('number_porting')]} />,
    children: [
      {
        path: 'profile/number-porting',
        ...page(
          () => import('../../features/mobile-porting/number-porting-page'),
          (m) => m.NumberPortingPage,
        ),
      },
    ],
  },
];
