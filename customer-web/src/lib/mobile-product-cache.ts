import type { QueryClient } from '@tanstack/react-query';
import { contracts, type MobileProduct, type MobileProductList } from '@portal/shared';
import { queryOf } from './api/query';

/** Puts a product a change answered with into the cached list of its account, so every screen shows it at once. */
export function cacheMobileProduct(queryClient: QueryClient, product: MobileProduct): void {
  const { queryKey } = queryOf(contracts.mobileProducts.list, { params: { uuid: product.CustomerUUID } });
  queryClient.setQueryData<MobileProductList>(queryKey, (list) =>
    list
      ? // A change answers the stored product: the totals derived on read stay those of the cached list.
        {
          MobileProducts: list.MobileProducts.map((p) =>
            p.UUID === product.UUID ? { ...p, ...product } : p,
          ),
        }
      : list,
  );
}
