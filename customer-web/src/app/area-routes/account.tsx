import type { RouteObject } from 'react-router';
import { guards, PROFILE_GUARDS } from '../guards';
import { Guarded, page } from '../page-route';

/** Signed in with a verified account: enough to add a card, which is also a suspended account's way back. */
const CARD_SETUP_GUARDS = [guards.signedIn, guards.hasAccount, guards.emailVerified];
/** Accepting a billing route stays closed to a suspended account. */
const PAYMENT_SETUP_GUARDS = [...CARD_SETUP_GUARDS, guards.notSuspended];

/**
 * Routes of the account: choosing one, its personal data and means of payment, and the pages of an account's
 * status, as children of the shell (full paths).
 */
export const accountRoutes: RouteObject[] = [
  {
    element: <Guarded guards={[guards.signedIn]} />,
    children: [
      {
        path: 'select-account',
        ...page(
          () => import('../../features/auth/select-account-page'),
          (m) => m.SelectAccountPage,
        ),
      },
    ],
  },
  {
    path: 'billing-routes',
    ...page(
      () => import('../../features/billing-routes/billing-routes-page'),
      (m) => m.BillingRoutesPage,
    ),
  },
  {
    // Screens that give an account its first means of payment (a card, an accepted billing route) cannot sit
    // behind the profile's payment guard, which sends a customer without one to no-payment-methods.
    // The suspended page offers adding a card: its guards must not send a suspended account back there.
    element: <Guarded guards={CARD_SETUP_GUARDS} />,
    children: [
      {
        path: 'profile/balance/payment-methods/add',
        ...page(
          () => import('../../features/payments/add-card-page'),
          (m) => m.AddCardPage,
        ),
      },
    ],
  },
  {
    element: <Guarded guards={PAYMENT_SETUP_GUARDS} />,
    children: [
      {
        path: 'profile/balance/billing-methods/accept/:uuid',
        ...page(
          () => import('../../features/billing-routes/accept-route-page'),
          (m) => m.AcceptRoutePage,
        ),
      },
    ],
  },
  {
    path: 'profile',
    // The account screens of this area make up the profile's personal-data tab.
    element: <Guarded guards={PROFILE_GUARDS} tab="personal-data" />,
    children: [
      {
        path: 'personal-data',
        ...page(
          () => import('../../features/profile/personal-data-page'),
          (m) => m.PersonalDataPage,
        ),
      },
      {
        path: 'personal-data/auth-to-set-true-rewards-number',
        ...page(
          () => import('../../features/profile/rewards-number-page'),
          (m) => m.RewardsNumberPage,
        ),
      },
      {
        path: 'personal-data/change-email',
        ...page(
          () => import('../../features/profile/change-email-page'),
          (m) => m.ChangeEmailPage,
        ),
      },
      {
        path: 'personal-data/change-password',
        ...page(
          () => import('../../features/profile/change-password-page'),
          (m) => m.ChangePasswordPage,
        ),
      },
      {
        path: 'personal-data/change-notifications',
        ...page(
          () => import('../../features/profile/notifications-page'),
          (m) => m.NotificationsPage,
        ),
      },
      {
        // The account's orders from the shop, as My orders lists them.
        path: 'order-history',
        ...page(
          () => import('../../features/shop-orders/my-orders-page'),
          (m) => m.MyOrdersPage,
        ),
      },
      {
        path: 'shipping-details',
        ...page(
          () => import('../../features/addresses/addresses-page'),
          (m) => m.AddressesPage,
        ),
      },
      {
        path: 'payment-methods',
        ...page(
          () => import('../../features/payments/payment-methods-page'),
          (m) => m.PaymentMethodsPage,
        ),
      },
      {
        path: 'balance/billing-methods/add',
        ...page(
          () => import('../../features/billing-routes/add-route-page'),
          (m) => m.AddRoutePage,
        ),
      },
      {
        path: 'balance/billing-methods/edit/:uuid',
        ...page(
          () => import('../../features/billing-routes/edit-route-page'),
          (m) => m.EditRoutePage,
        ),
      },
      {
        // An account path the portal does not have is not found, behind the same guards as the account.
        path: '*',
        ...page(
          () => import('../../features/not-found/not-found-page'),
          (m) => m.NotFoundPage,
        ),
      },
    ],
  },
  {
    path: 'suspended',
    element: <Guarded guards={[guards.signedIn, guards.hasAccount, guards.suspendedOnly]} />,
    children: [
      {
        index: true,
        ...page(
          () => import('../../features/account-status/account-status-page'),
          (m) => m.SuspendedPage,
        ),
      },
    ],
  },
  {
    path: 'no-plans-page',
    element: <Guarded guards={[guards.signedIn, guards.hasAccount, guards.noAddons]} />,
    children: [
      {
        index: true,
        ...page(
          () => import('../../features/account-status/account-status-page'),
          (m) => m.NoPlansPage,
        ),
      },
    ],
  },
  {
    path: 'no-payment-methods',
    ...page(
      () => import('../../features/account-status/account-status-page'),
      (m) => m.NoPaymentMethodsPage,
    ),
  },
];
