import type { RouteObject } from 'react-router';
import { flagOn, guards, PROFILE_GUARDS } from '../guards';
import { Guarded, page } from '../page-route';

const bonusesPages = () => import('../../features/bonuses/bonuses-pages');
const offersPages = () => import('../../features/mobile-plans/offers-pages');
const securityPages = () => import('../../features/mobile-security/security-pages');
const SECURITY = 'profile/mobile/security';

/**
 * Routes of the profile's other areas (bonuses, offers, power, mobile security), choosing a fibre service, and the
 * shop's product pages, as children of the shell (full paths).
 */
export const profileAreaRoutes: RouteObject[] = [
  {
    element: <Guarded guards={[...PROFILE_GUARDS, flagOn('bonuses')]} />,
    children: [
      { path: 'profile/rewards', ...page(bonusesPages, (m) => m.RewardsPage) },
      { path: 'profile/gifts', ...page(bonusesPages, (m) => m.GiftsPage) },
      { path: 'profile/bonuses/:uuid', ...page(bonusesPages, (m) => m.BonusPage) },
    ],
  },
  {
    element: <Guarded guards={PROFILE_GUARDS} />,
    children: [
      { path: 'profile/offers/all-offers', ...page(offersPages, (m) => m.AllOffersPage) },
      { path: 'profile/offers/your-offers', ...page(offersPages, (m) => m.YourOffersPage) },
      {
        path: 'profile/power',
        ...page(
          () => import('../../features/power/power-page'),
          (m) => m.PowerPage,
        ),
      },
    ],
  },
  {
    element: <Guarded guards={[...PROFILE_GUARDS, guards.postpayOrPrepay]} />,
    children: [
      { path: SECURITY, ...page(securityPages, (m) => m.SecurityIndexPage) },
      { path: `${SECURITY}/basic`, ...page(securityPages, (m) => m.BasicSecurityPage) },
      { path: `${SECURITY}/advanced`, ...page(securityPages, (m) => m.AdvancedSecurityPage) },
      { path: `${SECURITY}/reports`, ...page(securityPages, (m) => m.SecurityReportsPage) },
      {
        element: <Guarded guards={[guards.nonProduction]} />,
        children: [
          { path: `${SECURITY}/white-blacklist`, ...page(securityPages, (m) => m.WhiteBlacklistPage) },
        ],
      },
    ],
  },
  {
    element: <Guarded guards={[guards.signedIn, guards.hasAccount]} />,
    children: [
      {
        path: 'select-ufb-product',
        ...page(
          () => import('../../features/broadband-account/select-ufb-product-page'),
          (m) => m.SelectUfbProductPage,
        ),
      },
    ],
  },
  {
    // A product page of the shop exists outside production only.
    element: <Guarded guards={[guards.nonProduction]} />,
    children: [
      {
        path: 'eshop/:slug',
        ...page(
          () => import('../../features/shop-sims/product-page'),
          (m) => m.ProductPage,
        ),
      },
    ],
  },
];
