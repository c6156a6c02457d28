import { useQuery } from '@tanstack/react-query';
import { useCustomerUUID } from '../../lib/account';
import { fibreProductsQuery, fwaProductsQuery } from '../../lib/broadband-service-queries';
import { invoicesQuery, ordersQuery, portsQuery, servicePlansQuery } from '../../lib/home-queries';
import { paymentMethodsQuery } from '../../lib/payment-means-queries';

/* The calls the home reads, with its selections; the calls themselves are in lib/home-queries. */

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
  return useQuery({
    ...servicePlansQuery(network, useCustomerUUID(), serviceUUID),
    select: (data) => data.BroadbandPlans.Plans,
  });
}

export function useOrders() {
  return useQuery({ ...ordersQuery(useCustomerUUID()), select: (data) => data.Orders });
}

export function useInvoices(status: 'DUE' | 'OVERDUE', enabled: boolean) {
  const uuid = useCustomerUUID();
  return useQuery({
    ...invoicesQuery(uuid, status),
    enabled: enabled && !!uuid,
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
  return useQuery({ ...portsQuery(uuid), enabled: enabled && !!uuid, select: (data) => data.Ports });
}
