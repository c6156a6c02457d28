import type { QueryClient } from '@tanstack/react-query';
import { contracts, type MobileProductList, type MobileProductView } from '@portal/shared';
import { queryOf } from './api/query';

/** Puts a product a change answered with into the cached list of its account, so every screen shows it at once. */
export function cacheMobileProduct(queryClient: QueryClient, product: MobileProductView): void {
  const { queryKey } = queryOf(contracts.mobileProducts.list, { params: { uuid: product.CustomerUUID } });
  queryClient.setQueryData<MobileProductList>(queryKey, (list) =>
    list ? { MobileProducts: list.MobileProducts.map((p) => (p.UUID === product.UUID ? product : p)) } : list,
  );
}
