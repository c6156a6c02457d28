import { useSession } from '../../lib/session/use-session';

export const addressesKey = (uuid: string | null) => ['addresses', uuid];

export function useCustomerUUID(): string | null {
  const session = useSession();
  return session.status === 'signed-in' ? session.customerUUID : null;
}
