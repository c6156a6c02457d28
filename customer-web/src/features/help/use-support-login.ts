import { useQuery } from '@tanstack/react-query';
import { contracts, ERRORS, SUPPORT_PROXY_TIMEOUT_MS } from '@portal/shared';
import { apiCall } from '../../lib/api/client';
import { useSession } from '../../lib/session/use-session';
import { accountParam } from '../../lib/account';

/** POST /support/login/{uuid}?platform=web: the chat token; an answer without one is "No Zendesk Chat Token". */
export function useSupportLogin(enabled: boolean) {
  const session = useSession();
  const uuid = session.status === 'signed-in' ? session.customerUUID : null;
  return useQuery({
    queryKey: ['support-login', uuid],
    queryFn: async () => {
      const answer = await apiCall(contracts.support.login, {
        params: { uuid: accountParam(uuid) },
        query: { platform: 'web' },
        // Chat goes through the support service, which gets 10 s rather than the API's 65 s.
        timeoutMs: SUPPORT_PROXY_TIMEOUT_MS,
      });
      if (!answer.Token) throw new Error(ERRORS.no_chat_token);
      return answer.Token;
    },
    enabled: enabled && !!uuid,
    retry: false,
    staleTime: Infinity,
  });
}
