import type { RouteObject } from 'react-router';
import { flagOn, guards, PROFILE_GUARDS } from '../guards';
import { Guarded, page } from '../page-route';

/** SIM settings and actions are for a postpay or prepay service, behind the profile area's guards. */
const SIM_GUARDS = [...PROFILE_GUARDS, guards.postpayOrPrepay];
const ACTIONS = 'profile/sim-card-actions';

/** Routes of the SIM settings and SIM actions, as children of the shell (full paths). */
export const simRoutes: RouteObject[] = [
  {
    element: <Guarded guards={SIM_GUARDS} />,
    children: [
      {
        path: 'profile/supp-features',
        ...page(
          () => import('../../features/sim-settings/supp-features-page'),
          (m) => m.SuppFeaturesPage,
        ),
      },
      {
        element: <Guarded guards={[flagOn('sim_actions')]} />,
        children: [
          {
            path: ACTIONS,
            ...page(
              () => import('../../features/sim-actions/sim-actions-page'),
              (m) => m.SimActionsPage,
            ),
          },
          {
            path: `${ACTIONS}/sim-details`,
            element: <Guarded guards={[flagOn('sim_details')]} />,
            children: [
              {
                index: true,
                ...page(
                  () => import('../../features/sim-actions/sim-details-page'),
                  (m) => m.SimDetailsPage,
                ),
              },
            ],
          },
          {
            element: <Guarded guards={[flagOn('sim_disable_enable')]} />,
            children: [
              {
                path: `${ACTIONS}/disable-sim`,
                ...page(
                  () => import('../../features/sim-actions/sim-toggle-page'),
                  (m) => m.DisableSimPage,
                ),
              },
              {
                path: `${ACTIONS}/enable-sim`,
                ...page(
                  () => import('../../features/sim-actions/sim-toggle-page'),
                  (m) => m.EnableSimPage,
                ),
              },
            ],
          },
          {
            path: `${ACTIONS}/sim-swap`,
            element: <Guarded guards={[flagOn('sim_swap')]} />,
            children: [
              {
                index: true,
                ...page(
                  () => import('../../features/sim-actions/sim-swap-page'),
                  (m) => m.SimSwapPage,
                ),
              },
            ],
          },
          {
            // Porting a number in onto this SIM: the porting screen, reached from the SIM's actions.
            path: `${ACTIONS}/number-porting`,
            element: <Guarded guards={[flagOn('number_porting')]} />,
            children: [
              {
                index: true,
                ...page(
                  () => import('../../features/mobile-porting/number-porting-page'),
                  (m) => m.NumberPortingPage,
                ),
              },
            ],
          },
          {
            path: `${ACTIONS}/phone-number-change`,
            element: <Guarded guards={[flagOn('phone_number_change')]} />,
            children: [
              {
                index: true,
                ...page(
                  () => import('../../features/sim-actions/phone-number-change-page'),
                  (m) => m.PhoneNumberChangePage,
                ),
              },
            ],
          },
        ],
      },
    ],
  },
];
