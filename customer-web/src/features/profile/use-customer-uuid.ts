import { useSession } from '../../lib/session/use-session';

/** The selected account of the signed-in login (the profile's calls are all about it). */
export function useCustomerUUID(): string | null {
  const session = useSession();
  return session.status === 'signed-in' ? session.customerUUID : null;
}
