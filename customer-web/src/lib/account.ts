import { useQuery } from '@tanstack/react-query';
import { CACHE, contracts, ERRORS, isEmailVerified } from '@portal/shared';
import { apiCall } from './api/client';
import { useSession } from './session/use-session';

/**
 * The selected account's UUID for a call. A call made with no account selected fails with the catalogue's
 * "Current account not specified" (000 §8) instead of reaching the API with a hole in its path.
 */
export function accountParam(uuid: string | null | undefined): string {
  if (!uuid) throw new Error(ERRORS.account_not_specified);
  return uuid;
}

export const myCustomersQuery = (loginUUID: string | undefined) => ({
  queryKey: ['customers', loginUUID],
  queryFn: () => apiCall(contracts.customer.listMine),
  staleTime: CACHE.records,
  enabled: !!loginUUID,
});

export const customerQuery = (customerUUID: string | null | undefined) => ({
  queryKey: ['customer', customerUUID],
  queryFn: () => apiCall(contracts.customer.get, { params: { uuid: accountParam(customerUUID) } }),
  staleTime: CACHE.records,
  enabled: !!customerUUID,
});

/** The selected customer account, with the derived facts the guards and screens use. */
export function useCurrentCustomer() {
  const session = useSession();
  const query = useQuery(customerQuery(session.status === 'signed-in' ? session.customerUUID : null));
  const customer = query.data;
  return {
    ...query,
    customer,
    emailVerified: customer ? isEmailVerified(customer.Email, customer.EmailVerified) : false,
    // A failed suspension lookup means not suspended (000 §4).
    suspended: customer?.AccountState === 'Suspended',
  };
}
