import type { RouteObject } from 'react-router';
import { BOT_CHECK_SITE_KEY } from '../features/guest-payments/bot-check-key';
import { preloadKeptFlowCheck } from '../features/shop-broadband/broadband-flow-store';
import { anyFlagOn, flagOn, guards, type Guard } from './guards';
import { Guarded, page } from './page-route';

/** The anonymous pages need a bot-check key (a real site key, or the simulated check against the mock). */
const botCheckKey: Guard = {
  name: 'botCheckKey',
  check: () => (BOT_CHECK_SITE_KEY ? { pass: true } : { pass: false, redirect: '/not-found' }),
};

/** Broadband is sold with the fibre or the fixed wireless module, to an account that is not suspended. */
const BROADBAND_GUARDS = [anyFlagOn('fibre_module', 'fwa_module'), guards.notSuspendedElseNotFound];

const broadbandPage = () => {
  preloadKeptFlowCheck();
  return import('../features/shop-broadband/broadband-page');
};

/**
 * The product pages a visitor lands on (plans, international plans, the broadband shop, guest recharge and bill
 * payment), as children of the shell: in the first route table, since they are pre-rendered and hydrate with it.
 */
export const visitorProductRoutes: RouteObject[] = [
  {
    // Plans are public: shown when the build shows plans or mobile onboarding applies.
    element: <Guarded guards={[anyFlagOn('show_plans', 'mobile_onboarding')]} />,
    children: [
      {
        path: 'plans/:plan?',
        ...page(
          () => import('../features/mobile-plans/plans-page'),
          (m) => m.PlansPage,
        ),
      },
    ],
  },
  {
    element: <Guarded guards={[flagOn('international_plans')]} />,
    children: [
      {
        path: 'international-plans',
        ...page(
          () => import('../features/mobile-plans/international-plans-page'),
          (m) => m.InternationalPlansPage,
        ),
      },
    ],
  },
  {
    element: <Guarded guards={BROADBAND_GUARDS} />,
    children: [
      { path: 'broadband', ...page(broadbandPage, (m) => m.BroadbandPage) },
      { path: 'ufb', ...page(broadbandPage, (m) => m.FibrePage) },
      { path: 'ufb-package', ...page(broadbandPage, (m) => m.FibrePage) },
    ],
  },
  {
    element: <Guarded guards={[flagOn('anonymous_recharge'), botCheckKey]} />,
    children: [
      {
        path: 'recharge',
        ...page(
          () => import('../features/guest-payments/recharge-page'),
          (m) => m.RechargePage,
        ),
      },
    ],
  },
  {
    element: <Guarded guards={[flagOn('anonymous_pay_bill'), botCheckKey]} />,
    children: [
      {
        path: 'pay-bill',
        ...page(
          () => import('../features/guest-payments/pay-bill-page'),
          (m) => m.PayBillPage,
        ),
      },
    ],
  },
];
