import { useQuery } from '@tanstack/react-query';
import { contractKey, contracts, ERRORS, SUPPORT_PROXY_TIMEOUT_MS } from '@portal/shared';
import { apiCall } from '../../lib/api/client';
import { accountParam, useCustomerUUID } from '../../lib/account';

/** POST /support/login/{uuid}?platform=web: the chat token; an answer without one is "No Zendesk Chat Token". */
export function useSupportLogin(enabled: boolean) {
  const uuid = useCustomerUUID();
  const query = { platform: 'web' } as const;
  return useQuery({
    queryKey: contractKey(contracts.support.login, { params: { uuid }, query }),
    queryFn: async () => {
      const answer = await apiCall(contracts.support.login, {
        params: { uuid: accountParam(uuid) },
        query,
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
