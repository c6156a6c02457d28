import { useQuery } from '@tanstack/react-query';
import { customerDisplayName } from '@portal/shared';
import { myCustomersQuery } from '../lib/account';
import { useSession } from '../lib/session/use-session';

export interface AccountChoice {
  uuid: string;
  name: string;
}

/**
 * Who is signed in and which account is open, for the header to name them. The account is named only when the
 * login has several (one account is the person's own), and the others are offered to switch to.
 */
export function useAccountIdentity(): { person?: string; account?: string; others: AccountChoice[] } {
  const session = useSession();
  const auth = session.status === 'signed-in' ? session.auth : null;
  const customers = useQuery(myCustomersQuery(auth?.UUID));
  if (!auth) return { others: [] };
  const accounts = (customers.data?.Customers ?? []).map((c) => ({
    uuid: c.UUID,
    name: customerDisplayName(c.FirstName, c.LastName),
  }));
  const person = customerDisplayName(auth.FirstName, auth.LastName) || undefined;
  if (accounts.length < 2) return { person, others: [] };
  return {
    person,
    account: accounts.find((a) => a.uuid === session.customerUUID)?.name,
    others: accounts.filter((a) => a.uuid !== session.customerUUID),
  };
}
