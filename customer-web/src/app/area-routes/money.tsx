import type { RouteObject } from 'react-router';
import { BOT_CHECK_SITE_KEY } from '../../features/guest-payments/bot-check-key';
import { flagOn, guards, PROFILE_GUARDS, type Guard } from '../guards';
import { Guarded, page } from '../page-route';

/** The anonymous pages need a bot-check key (a real site key, or the simulated check against the mock). */
const botCheckKey: Guard = {
  name: 'botCheckKey',
  check: () => (BOT_CHECK_SITE_KEY ? { pass: true } : { pass: false, redirect: '/not-found' }),
};

const PREPAY_GUARDS = [...PROFILE_GUARDS, guards.hiddenPrepayTopUp];

/** Routes of prepay top-up, vouchers, auto top-up and guest recharge and bill payment, as children of the shell (full paths). */
export const moneyRoutes: RouteObject[] = [
  {
    element: <Guarded guards={PREPAY_GUARDS} />,
    children: [
      {
        path: 'profile/top-up',
        ...page(
          () => import('../../features/top-up/top-up-page'),
          (m) => m.TopUpPage,
        ),
      },
    ],
  },
  {
    element: <Guarded guards={[...PROFILE_GUARDS, guards.postpayOrPrepay, flagOn('vouchers_menu')]} />,
    children: [
      {
        path: 'profile/redeem-voucher',
        ...page(
          () => import('../../features/vouchers/redeem-voucher-page'),
          (m) => m.RedeemVoucherPage,
        ),
      },
    ],
  },
  {
    element: <Guarded guards={[...PROFILE_GUARDS, flagOn('promo_code')]} />,
    children: [
      {
        path: 'profile/redeem-promo-code',
        ...page(
          () => import('../../features/vouchers/redeem-promo-code-page'),
          (m) => m.RedeemPromoCodePage,
        ),
      },
    ],
  },
  {
    element: <Guarded guards={[flagOn('anonymous_recharge'), botCheckKey]} />,
    children: [
      {
        path: 'recharge',
        ...page(
          () => import('../../features/guest-payments/recharge-page'),
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
          () => import('../../features/guest-payments/pay-bill-page'),
          (m) => m.PayBillPage,
        ),
      },
    ],
  },
];
