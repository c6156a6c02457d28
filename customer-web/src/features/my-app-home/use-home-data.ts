import { useQuery } from '@tanstack/react-query';
import { CACHE, contracts } from '@portal/shared';
import { useCustomerUUID } from '../../lib/account';
import { queryOf } from '../../lib/api/query';
import { fibreProductsQuery, fwaProductsQuery } from '../../lib/broadband-service-queries';
import { paymentMethodsQuery } from '../../lib/payment-means-queries';

/*
 * The calls the home reads, each on the same cache key as the screen that owns it, so opening that screen from the
 * home shows at once.
 */

export function useFibreServices() {
  return useQuery({
    ...fibreProductsQuery(useCustomerUUID()),
    select: (data) => data.UFBProducts,
  });
}

export function useFwaServices() {
  return useQuery({
    ...fwaProductsQuery(useCustomerUUID()),
    select: (data) => data.FWAProducts,
  });
}

/** The plans a broadband service can change to: the one it is on among them gives its speed. */
export function useServicePlans(network: 'ufb' | 'fwa', serviceUUID: string) {
  const uuid = useCustomerUUID();
  return useQuery({
    ...(network === 'ufb'
      ? queryOf(contracts.broadbandServices.fibreServicePlans, { params: { uuid, id: serviceUUID } })
      : queryOf(contracts.broadbandServices.fwaServicePlans, { params: { uuid, product: serviceUUID } })),
    staleTime: CACHE.planAndModem,
    select: (data) => data.BroadbandPlans.Plans,
  });
}

export function useOrders() {
  return useQuery({
    ...queryOf(contracts.shopOrders.list, { params: { uuid: useCustomerUUID() } }),
    select: (data) => data.Orders,
  });
}

/** The invoices of one status, the first page: more than ten bills owed at once would be a page of their own. */
export function useInvoices(status: 'DUE' | 'OVERDUE', enabled: boolean) {
  const uuid = useCustomerUUID();
  return useQuery({
    ...queryOf(contracts.invoices.list, { params: { uuid }, query: { Status: status } }),
    enabled: enabled && !!uuid,
    staleTime: CACHE.invoicePages,
    select: (data) => data.Invoices,
  });
}

export function useCards() {
  return useQuery({
    ...paymentMethodsQuery(useCustomerUUID()),
    select: (data) => data.PaymentMethods,
  });
}

export function usePorts(enabled: boolean) {
  const uuid = useCustomerUUID();
  return useQuery({
    ...queryOf(contracts.numberPorting.list, { params: { uuid } }),
    enabled: enabled && !!uuid,
    select: (data) => data.Ports,
  });
}
