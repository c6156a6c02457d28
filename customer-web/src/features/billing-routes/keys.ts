import { useSession } from '../../lib/session/use-session';

export const billingRoutesKey = (uuid: string | null) => ['billing-routes', uuid];
export const billingRequestsKey = (uuid: string | null) => ['billing-requests', uuid];

export function useCustomerUUID(): string | null {
  const session = useSession();
  return session.status === 'signed-in' ? session.customerUUID : null;
}
