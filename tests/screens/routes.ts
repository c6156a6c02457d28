/** Who the pictures are taken as, and the routes of each app they cover. */
export interface Persona {
  id: string;
  label: string;
  email?: string;
  console?: boolean;
  /** Routes this persona cannot open (a guard sends it elsewhere), left out of its pictures. */
  skip?: readonly string[];
}

export const PERSONAS: readonly Persona[] = [
  { id: 'visitor', label: 'Visitor' },
  { id: 'ana', label: 'Ana (postpay and fibre)', email: 'ana.postpay@example.co.nz' },
  { id: 'tama', label: 'Tama (prepay, two services)', email: 'tama.prepay@example.co.nz' },
  { id: 'operator', label: 'Operator (console)', email: 'operator@provider.example.nz', console: true },
];

export const CUSTOMER_ROUTES: readonly string[] = [
  '/',
  '/sign-in',
  '/sign-up',
  '/plans',
  '/broadband',
  '/ufb',
  '/sim-purchase',
  '/recharge',
  '/pay-bill',
  '/international-plans',
  '/help',
  '/store',
  '/profile/dashboard',
  '/profile/personal-data',
  '/profile/your-plan',
  '/profile/all-plans',
  '/profile/addons',
  '/profile/usage',
  '/profile/top-up',
  '/profile/supp-features',
  '/profile/sim-card-actions',
  '/profile/payment-methods',
  '/profile/billing',
  '/profile/invoices',
  '/profile/pay-bill',
  '/profile/payments-history',
  '/profile/shipping-details',
  '/profile/my-orders',
  '/profile/broadband',
  '/profile/broadband/bonuses',
  '/billing-routes',
  '/welcome',
];

export const CONSOLE_ROUTES: readonly string[] = [
  '/',
  '/UFB_order',
  '/UFB',
  '/UFB_plan',
  '/lfc_product',
  '/customer',
];
