import { Navigate, type RouteObject } from 'react-router';
import { flagOn, guards, PROFILE_GUARDS } from '../guards';
import { KeepParamsRedirect } from '../keep-params-redirect';
import { Guarded, page } from '../page-route';

/** Bills belong to a postpay service; the profile area's guards come first. */
const POSTPAY_GUARDS = [...PROFILE_GUARDS, guards.postpayOnly];

/** Routes of postpay bills, invoices, receipts, payment history and the billing cycle, as children of the shell (full paths). */
export const billRoutes: RouteObject[] = [
  // Invoices and receipts once lived outside the profile: their old addresses lead to the same document.
  {
    path: 'account/invoices/:number',
    element: <KeepParamsRedirect to="/profile/account/invoices/:number" />,
  },
  {
    path: 'account/receipts/:number',
    element: <KeepParamsRedirect to="/profile/account/receipts/:number" />,
  },
  {
    element: <Guarded guards={[...POSTPAY_GUARDS, flagOn('invoices')]} />,
    children: [
      {
        path: 'profile/invoices',
        ...page(
          () => import('../../features/invoices/invoices-page'),
          (m) => m.InvoicesPage,
        ),
      },
      {
        path: 'profile/account/invoices/:number',
        ...page(
          () => import('../../features/invoices/invoice-page'),
          (m) => m.InvoicePage,
        ),
      },
    ],
  },
  {
    element: <Guarded guards={[...POSTPAY_GUARDS, flagOn('receipts')]} />,
    children: [
      // Receipts are listed with the invoices they paid.
      { path: 'profile/receipts', element: <Navigate to="/profile/invoices" replace /> },
      {
        path: 'profile/account/receipts/:number',
        ...page(
          () => import('../../features/invoices/receipt-page'),
          (m) => m.ReceiptPage,
        ),
      },
    ],
  },
  {
    element: <Guarded guards={POSTPAY_GUARDS} />,
    children: [
      {
        path: 'profile/billing',
        ...page(
          () => import('../../features/bills/billing-page'),
          (m) => m.BillingPage,
        ),
      },
      {
        path: 'profile/pay-bill',
        ...page(
          () => import('../../features/bills/pay-bill-page'),
          (m) => m.PayBillPage,
        ),
      },
    ],
  },
  {
    element: <Guarded guards={PROFILE_GUARDS} />,
    children: [
      {
        path: 'profile/payments-history',
        ...page(
          () => import('../../features/payment-history/payments-history-page'),
          (m) => m.PaymentsHistoryPage,
        ),
      },
    ],
  },
];
