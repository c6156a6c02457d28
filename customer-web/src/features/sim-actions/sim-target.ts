import { useQueryClient } from '@tanstack/react-query';
import { billingKind, contracts, contractScope, type MobileProduct } from '@portal/shared';
import { useCustomerUUID } from '../../lib/account';
import { useCurrentMobileProduct } from '../../lib/mobile-products';

/** The service the SIM actions work on: the current one, with its account and billing type. */
export function useSimTarget() {
  const customerUUID = useCustomerUUID();
  const { product, isPending } = useCurrentMobileProduct();
  const type = billingKind(product?.BillingReference);
  const target = customerUUID && product && type ? { customerUUID, product, type } : undefined;
  return { target, isPending };
}
export type SimTarget = NonNullable<ReturnType<typeof useSimTarget>['target']>;

/**
 * Puts a changed service into every cached list of the account's services at once, so the header's switcher,
 * the dashboard and these pages show its new number or SIM without waiting for a reload.
 */
export function useReplaceMobileProduct() {
  const queryClient = useQueryClient();
  return (changed: MobileProduct) => {
    queryClient.setQueriesData<{ MobileProducts: MobileProduct[] }>(
      { queryKey: contractScope(contracts.mobileProducts.list) },
      (data) =>
        data && { MobileProducts: data.MobileProducts.map((p) => (p.UUID === changed.UUID ? changed : p)) },
    );
    void queryClient.invalidateQueries({ queryKey: contractScope(contracts.mobileProducts.list) });
  };
}
