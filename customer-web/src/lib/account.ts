import { useQuery } from '@tanstack/react-query';
import { CACHE, contracts, ERRORS, isEmailVerified } from '@portal/shared';
import { queryOf } from './api/query';
import { useSession } from './session/use-session';

/**
 * The selected account's UUID for a call. A call made with no account selected fails with the catalogue's
 * "Current account not specified" instead of reaching the API with a hole in its path.
 */
export function accountParam(uuid: string | null | undefined): string {
  if (!uuid) throw new Error(ERRORS.account_not_specified);
  return uuid;
}

/** The accounts of the signed-in login (the cache is dropped when a session ends, so no other login's show). */
export const myCustomersQuery = (loginUUID: string | undefined) => ({
  ...queryOf(contracts.customer.listMine),
  staleTime: CACHE.records,
  enabled: !!loginUUID,
});

export const customerQuery = (customerUUID: string | null | undefined) => ({
  ...queryOf(contracts.customer.get, { params: { uuid: customerUUID } }),
  staleTime: CACHE.records,
});

/** The selected account of the signed-in login, or null while none is. */
export function useCustomerUUID(): string | null {
  const session = useSession();
  return session.status === 'signed-in' ? session.customerUUID : null;
}

/** The selected customer account, with the derived facts the guards and screens use. */
export function useCurrentCustomer() {
  const query = useQuery(customerQuery(useCustomerUUID()));
  const customer = query.data;
  return {
    ...query,
    customer,
    emailVerified: customer ? isEmailVerified(customer.Email, customer.EmailVerified) : false,
    // A failed suspension lookup means not suspended.
    suspended: customer?.AccountState === 'Suspended',
  };
}
