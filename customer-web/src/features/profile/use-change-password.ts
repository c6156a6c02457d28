import { useMutation } from '@tanstack/react-query';
import { contracts } from '@portal/shared';
import { apiCall } from '../../lib/api/client';
import { useSession } from '../../lib/session/use-session';

/** PUT /v2/{spid}/auth/LOCAL/{authId} with the session's token and the old password (re-authentication). */
export function useChangePassword() {
  const session = useSession();
  return useMutation({
    mutationFn: (input: { OldPassword: string; Password: string }) =>
      apiCall(contracts.access.setPassword, {
        params: { authId: session.auth?.AuthID ?? '' },
        body: input,
      }),
  });
}
