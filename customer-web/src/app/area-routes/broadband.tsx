import type { RouteObject } from 'react-router';
import { guards } from '../guards';
import { Guarded, page } from '../page-route';

/** A signed-in account: orders and thank-you pages belong to it. */
const ACCOUNT_GUARDS = [guards.signedIn, guards.hasAccount, guards.emailVerified];

/** Routes of orders, appointments and the broadband account, as children of the shell (full paths). */
export const broadbandRoutes: RouteObject[] = [
  {
    element: <Guarded guards={[...ACCOUNT_GUARDS, guards.completedPurchase]} />,
    children: [
      {
        path: 'eshop/thanks',
        ...page(
          () => import('../../features/shop-orders/thanks-page'),
          (m) => m.ThanksPage,
        ),
      },
      {
        path: 'eshop/thanks-broadband',
        ...page(
          () => import('../../features/shop-orders/thanks-broadband-page'),
          (m) => m.ThanksBroadbandPage,
        ),
      },
    ],
  },
  {
    element: <Guarded guards={ACCOUNT_GUARDS} tab="my-orders" />,
    children: [
      {
        path: 'profile/my-orders',
        ...page(
          () => import('../../features/shop-orders/my-orders-page'),
          (m) => m.MyOrdersPage,
        ),
      },
    ],
  },
  {
    element: <Guarded guards={ACCOUNT_GUARDS} tab="broadband" />,
    children: [
      {
        path: 'profile/broadband',
        ...page(
          () => import('../../features/broadband-account/broadband-home'),
          (m) => m.BroadbandHome,
        ),
      },
      {
        path: 'profile/broadband/ufb/subscriptions',
        ...page(
          () => import('../../features/broadband-account/ufb-subscriptions-page'),
          (m) => m.UfbSubscriptionsPage,
        ),
      },
      {
        path: 'profile/broadband/fwa/subscriptions',
        ...page(
          () => import('../../features/broadband-account/fwa-subscriptions-page'),
          (m) => m.FwaSubscriptionsPage,
        ),
      },
      {
        path: 'profile/broadband/ufb/subscribe',
        ...page(
          () => import('../../features/broadband-account/network-pages'),
          (m) => m.UfbSubscribePage,
        ),
      },
      {
        path: 'profile/broadband/ufb/usage',
        ...page(
          () => import('../../features/broadband-account/usage-page'),
          (m) => m.UfbUsagePage,
        ),
      },
      {
        path: 'profile/broadband/ufb/billing',
        ...page(
          () => import('../../features/broadband-account/network-pages'),
          (m) => m.UfbBillingPage,
        ),
      },
      {
        path: 'profile/broadband/ufb/change-plan/:id',
        ...page(
          () => import('../../features/broadband-account/change-plan-page'),
          (m) => m.UfbChangePlanPage,
        ),
      },
      {
        path: 'profile/broadband/fwa/change-plan/:id',
        ...page(
          () => import('../../features/broadband-account/change-plan-page'),
          (m) => m.FwaChangePlanPage,
        ),
      },
      {
        path: 'profile/broadband/fwa/usage',
        ...page(
          () => import('../../features/broadband-account/usage-page'),
          (m) => m.FwaUsagePage,
        ),
      },
      {
        path: 'profile/broadband/fwa/billing',
        ...page(
          () => import('../../features/broadband-account/network-pages'),
          (m) => m.FwaBillingPage,
        ),
      },
      {
        path: 'profile/broadband/balance',
        ...page(
          () => import('../../features/broadband-account/account-pages'),
          (m) => m.BalancePage,
        ),
      },
      {
        path: 'profile/broadband/bonuses',
        ...page(
          () => import('../../features/broadband-account/account-pages'),
          (m) => m.BonusesPage,
        ),
      },
      {
        path: 'profile/broadband/security',
        ...page(
          () => import('../../features/broadband-account/account-pages'),
          (m) => m.SecurityPage,
        ),
      },
    ],
  },
];
