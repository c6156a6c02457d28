import { Navigate, type RouteObject } from 'react-router';
import { flagOn, guards } from '../guards';
import { Guarded, page } from '../page-route';
import { BNPL_PROVIDER_PAGE } from '../../lib/payment-provider/bnpl-page-path';

const simPurchasePage = () => import('../../features/shop-sims/sim-purchase-page');
const checkoutPage = () => import('../../features/shop-checkout/checkout-page');

/** Routes of the shop: broadband availability, the cart and checkout, as children of the shell (full paths). */
export const shopRoutes: RouteObject[] = [
  // Signed out, checkout shows the cart and asks the shopper to sign in or sign up, then to pay.
  { path: 'eshop', element: <Navigate to="/eshop/checkout" replace /> },
  { path: 'eshop/checkout', ...page(checkoutPage, (m) => m.CheckoutPage) },
  { path: 'eshop/checkout-fwa', ...page(checkoutPage, (m) => m.CheckoutPage) },
  { path: 'eshop/checkout-ufb', ...page(checkoutPage, (m) => m.CheckoutPage) },
  {
    path: 'eshop/email-verify',
    ...page(
      () => import('../../features/shop-checkout/email-verify-page'),
      (m) => m.ShopEmailVerifyPage,
    ),
  },
  {
    // The landing of checkout exists outside production only; it is checkout itself.
    element: <Guarded guards={[guards.nonProduction]} />,
    children: [{ path: 'eshop/checkout-landing', ...page(checkoutPage, (m) => m.CheckoutPage) }],
  },
  {
    path: 'eshop/bnpl-return',
    ...page(
      () => import('../../features/shop-checkout/bnpl-return-page'),
      (m) => m.BnplReturnPage,
    ),
  },
  {
    path: BNPL_PROVIDER_PAGE,
    ...page(
      () => import('../../features/shop-checkout/bnpl-provider-page'),
      (m) => m.BnplProviderPage,
    ),
  },
  {
    element: <Guarded guards={[flagOn('sim_purchase')]} />,
    children: [
      { path: 'sim-purchase/:plan?', ...page(simPurchasePage, (m) => m.SimPurchasePage) },
      { path: 'sim-select-product', ...page(simPurchasePage, (m) => m.SimPurchasePage) },
    ],
  },
  {
    element: <Guarded guards={[flagOn('product_type_transfer')]} />,
    children: [
      {
        path: 'sim-transfer-product-type',
        ...page(
          () => import('../../features/shop-sims/sim-transfer-product-type-page'),
          (m) => m.SimTransferProductTypePage,
        ),
      },
    ],
  },
  {
    element: <Guarded guards={[flagOn('multi_plans')]} />,
    children: [
      {
        path: 'sims-multi-plans/:plan?',
        ...page(
          () => import('../../features/shop-sims/sims-multi-plans-page'),
          (m) => m.SimsMultiPlansPage,
        ),
      },
    ],
  },
  {
    element: <Guarded guards={[flagOn('order_placement')]} />,
    children: [
      {
        path: 'order-placement',
        ...page(
          () => import('../../features/shop-cart/order-placement-page'),
          (m) => m.OrderPlacementPage,
        ),
      },
    ],
  },
];
