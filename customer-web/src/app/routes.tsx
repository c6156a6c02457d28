import { type ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { activationRoutes } from './area-routes/activation';
import { addonRoutes } from './area-routes/addons';
import { billRoutes } from './area-routes/bills';
import { broadbandRoutes } from './area-routes/broadband';
import { homeRoutes } from './area-routes/home';
import { mobileRoutes } from './area-routes/mobile';
import { moneyRoutes } from './area-routes/money';
import { portingRoutes } from './area-routes/porting';
import { profileAreaRoutes } from './area-routes/profile-areas';
import { serviceRoutes } from './area-routes/service';
import { shopRoutes } from './area-routes/shop';
import { usageRoutes } from './area-routes/usage';
import { simRoutes } from './area-routes/sim';
import { guards, PROFILE_GUARDS } from './guards';
import { Guarded, loadGuarded, page } from './page-route';
import { Shell } from './shell';

/**
 * The route table of the specification. Account and help screens are here; each product area keeps its routes in
 * `area-routes/` (full paths, children of the shell). Pages are code-split: each loads with its route.
 * Guards are named rules from guards.ts.
 */

/** Signed in with a verified account: enough to add a card, which is also a suspended account's way back. */
const CARD_SETUP_GUARDS = [guards.signedIn, guards.hasAccount, guards.emailVerified];
/** Accepting a billing route stays closed to a suspended account. */
const PAYMENT_SETUP_GUARDS = [...CARD_SETUP_GUARDS, guards.notSuspended];

export const routes: RouteObject[] = [
  {
    // The presenter of story mode: a whole screen of its own around both apps, outside the shell and its guards.
    path: 'story',
    ...page(
      () => import('../features/story/story-page'),
      (m) => m.StoryPage,
    ),
  },
  {
    element: <Shell />,
    children: [
      {
        index: true,
        ...page(
          () => import('../features/home/home-page'),
          (m) => m.HomePage,
        ),
      },
      {
        element: <Guarded guards={[guards.guestOnly]} />,
        children: [
          {
            path: 'sign-in',
            ...page(
              () => import('../features/auth/sign-in-page'),
              (m) => m.SignInPage,
            ),
          },
          {
            path: 'sign-up',
            ...page(
              () => import('../features/access/sign-up-page'),
              (m) => m.SignUpPage,
            ),
          },
          {
            path: 'identity-link',
            ...page(
              () => import('../features/access/identity-link-page'),
              (m) => m.IdentityLinkPage,
            ),
          },
          {
            path: 'forgot-pass',
            ...page(
              () => import('../features/access/forgot-pass-page'),
              (m) => m.ForgotPassPage,
            ),
          },
          {
            path: 'forgot-email',
            ...page(
              () => import('../features/access/forgot-email-page'),
              (m) => m.ForgotEmailPage,
            ),
          },
        ],
      },
      {
        path: 'email-verify-page',
        ...page(
          () => import('../features/access/email-verify-page'),
          (m) => m.EmailVerifyPage,
        ),
      },
      {
        element: <Guarded guards={[guards.signedIn]} />,
        children: [
          {
            path: 'select-account',
            ...page(
              () => import('../features/auth/select-account-page'),
              (m) => m.SelectAccountPage,
            ),
          },
        ],
      },
      {
        path: 'billing-routes',
        ...page(
          () => import('../features/billing-routes/billing-routes-page'),
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
              () => import('../features/payments/add-card-page'),
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
              () => import('../features/billing-routes/accept-route-page'),
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
            // An account with a mobile service opens on its dashboard; any other on personal data.
            index: true,
            ...page(
              () => import('../features/mobile-home/profile-landing'),
              (m) => m.ProfileLanding,
            ),
          },
          {
            path: 'personal-data',
            ...page(
              () => import('../features/profile/personal-data-page'),
              (m) => m.PersonalDataPage,
            ),
          },
          {
            path: 'personal-data/auth-to-set-true-rewards-number',
            ...page(
              () => import('../features/profile/rewards-number-page'),
              (m) => m.RewardsNumberPage,
            ),
          },
          {
            path: 'personal-data/change-email',
            ...page(
              () => import('../features/profile/change-email-page'),
              (m) => m.ChangeEmailPage,
            ),
          },
          {
            path: 'personal-data/change-password',
            ...page(
              () => import('../features/profile/change-password-page'),
              (m) => m.ChangePasswordPage,
            ),
          },
          {
            path: 'personal-data/change-notifications',
            ...page(
              () => import('../features/profile/notifications-page'),
              (m) => m.NotificationsPage,
            ),
          },
          {
            // The account's orders from the shop, as My orders lists them.
            path: 'order-history',
            ...page(
              () => import('../features/shop-orders/my-orders-page'),
              (m) => m.MyOrdersPage,
            ),
          },
          {
            path: 'shipping-details',
            ...page(
              () => import('../features/addresses/addresses-page'),
              (m) => m.AddressesPage,
            ),
          },
          {
            path: 'payment-methods',
            ...page(
              () => import('../features/payments/payment-methods-page'),
              (m) => m.PaymentMethodsPage,
            ),
          },
          {
            path: 'balance/billing-methods/add',
            ...page(
              () => import('../features/billing-routes/add-route-page'),
              (m) => m.AddRoutePage,
            ),
          },
          {
            path: 'balance/billing-methods/edit/:uuid',
            ...page(
              () => import('../features/billing-routes/edit-route-page'),
              (m) => m.EditRoutePage,
            ),
          },
          {
            // An account path the portal does not have is not found, behind the same guards as the account.
            path: '*',
            ...page(
              () => import('../features/not-found/not-found-page'),
              (m) => m.NotFoundPage,
            ),
          },
        ],
      },
      ...homeRoutes,
      ...mobileRoutes,
      ...addonRoutes,
      ...simRoutes,
      ...activationRoutes,
      ...portingRoutes,
      ...shopRoutes,
      ...broadbandRoutes,
      ...moneyRoutes,
      ...billRoutes,
      ...serviceRoutes,
      ...usageRoutes,
      ...profileAreaRoutes,
      {
        path: 'help',
        ...page(
          () => import('../features/help/help-page'),
          (m) => m.HelpPage,
        ),
      },
      {
        path: 'help/category/:categoryId',
        ...page(
          () => import('../features/help/category-page'),
          (m) => m.CategoryPage,
        ),
      },
      {
        path: 'help/category/:categoryId/:sectionId/:articleId?',
        ...page(
          () => import('../features/help/article-page'),
          (m) => m.ArticlePage,
        ),
      },
      {
        path: 'suspended',
        element: <Guarded guards={[guards.signedIn, guards.hasAccount, guards.suspendedOnly]} />,
        children: [
          {
            index: true,
            ...page(
              () => import('../features/account-status/account-status-page'),
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
              () => import('../features/account-status/account-status-page'),
              (m) => m.NoPlansPage,
            ),
          },
        ],
      },
      {
        path: 'no-payment-methods',
        ...page(
          () => import('../features/account-status/account-status-page'),
          (m) => m.NoPaymentMethodsPage,
        ),
      },
      {
        path: 'store',
        ...page(
          () => import('../features/store/store-page'),
          (m) => m.StorePage,
        ),
      },
      {
        path: 'welcome',
        ...page(
          () => import('../features/account-status/account-status-page'),
          (m) => m.WelcomePage,
        ),
      },
      {
        path: 'about',
        element: <Guarded guards={[guards.noOuterAboutLink]} />,
        children: [
          {
            index: true,
            ...page(
              () => import('../features/legal/legal-page'),
              (m) => m.AboutPage,
            ),
          },
        ],
      },
      {
        path: 'terms',
        ...page(
          () => import('../features/legal/legal-page'),
          (m) => m.TermsPage,
        ),
      },
      {
        path: 'terms/:termsPath',
        element: <Guarded guards={[guards.nonProduction]} />,
        children: [
          {
            index: true,
            ...page(
              () => import('../features/legal/terms-document-page'),
              (m) => m.TermsDocumentPage,
            ),
          },
        ],
      },
      {
        path: 'privacy',
        ...page(
          () => import('../features/legal/legal-page'),
          (m) => m.PrivacyPage,
        ),
      },
      {
        path: 'link/:name',
        ...page(
          () => import('../features/deep-links/deep-link-page'),
          (m) => m.DeepLinkPage,
        ),
      },
      {
        path: '*',
        ...page(
          () => import('../features/not-found/not-found-page'),
          (m) => m.NotFoundPage,
        ),
      },
    ],
  },
];

/**
 * Starts loading the code of the routes matching a URL before anything renders, so the guard and the page it guards
 * arrive together instead of one after the other.
 */
export function preloadRoute(pathname: string, basename: string): void {
  for (const { route } of matchRoutes(routes, pathname, basename) ?? []) {
    if ((route.element as ReactElement | undefined)?.type === Guarded) void loadGuarded();
    void (route.handle as { preload?: () => Promise<unknown> } | undefined)?.preload?.();
  }
}
