import type { RouteObject } from 'react-router';
import { flagOn, guards, PROFILE_GUARDS } from '../guards';
import { Guarded, page } from '../page-route';

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
];
