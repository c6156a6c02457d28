import { useSession } from '../../lib/session/use-session';

/** Whether the signed-in login has a password (a social login has none, so it proves itself by emailed code). */
export function useHasPassword(): boolean {
  return useSession().auth?.HasPassword !== false;
}
