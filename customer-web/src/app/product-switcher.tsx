import { useQueries, useQuery } from '@tanstack/react-query';
import { displayMsisdn, customerDisplayName, serviceType, type MobileProduct } from '@portal/shared';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { myCustomersQuery } from '../lib/account';
import { registerTranslations } from '../lib/i18n';
import { chooseMobileProduct, mobileProductsQuery, useCurrentMobileProduct } from '../lib/mobile-products';
import { useSession } from '../lib/session/use-session';

// MUI's select (with its menu and popover) loads only for a login that has a choice to make.
const ProductSelect = lazy(() => import('./product-select'));

registerTranslations('productSwitcher', {
  en: { label: 'Mobile service' },
  'mi-NZ': { label: 'Ratonga waea pūkoro' },
});

/** Every mobile service of the login's accounts that the screens can work on (activated in some way). */
function useLoginServices() {
  const session = useSession();
  const customers = useQuery(myCustomersQuery(session.auth?.UUID));
  const list = customers.data?.Customers ?? [];
  const products = useQueries({
    queries: list.map((customer) => mobileProductsQuery(customer.UUID)),
  });
  return list.flatMap((customer, i) =>
    (products[i]?.data?.MobileProducts ?? [])
      .filter((p) => serviceType(p) !== 'Not Activated')
      .map((product) => ({
        product,
        account: list.length > 1 ? customerDisplayName(customer.FirstName, customer.LastName) : undefined,
      })),
  );
}

/**
 * The header's choice of mobile service when the login has more than one: the choice is kept (other tabs follow
 * it); a service of another account opens that account, with its multi-factor step when it asks for one.
 */
export function ProductSwitcher() {
  const { t } = useTranslation('productSwitcher');
  const navigate = useNavigate();
  const session = useSession();
  const services = useLoginServices();
  const { product: current } = useCurrentMobileProduct();
  if (services.length < 2) return null;
  const choose = async (product: MobileProduct) => {
    chooseMobileProduct(product.UUID);
    if (session.status === 'signed-in' && product.CustomerUUID !== session.customerUUID) {
      // Opening another account (with its multi-factor step) is code the header needs only for this choice.
      const { chooseAccount, outcomePath } = await import('../lib/session/complete-sign-in');
      const { to, state } = outcomePath(await chooseAccount(product.CustomerUUID), '/profile/dashboard');
      void navigate(to, { state });
    }
  };
  return (
    <Suspense fallback={null}>
      <ProductSelect
        label={t('label')}
        value={current?.UUID ?? ''}
        options={services.map(({ product, account }) => ({
          value: product.UUID,
          label: `${displayMsisdn(product.MSISDN)}${account ? ` · ${account}` : ''}`,
        }))}
        onChoose={(uuid) => {
          const chosen = services.find((s) => s.product.UUID === uuid);
          if (chosen) void choose(chosen.product);
        }}
      />
    </Suspense>
  );
}
