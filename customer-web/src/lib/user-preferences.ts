import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CACHE, contracts, type UserPreferencesChange } from '@portal/shared';
import { apiCall } from './api/client';
import { useSession } from './session/use-session';

const key = (loginUUID: string | undefined) => ['user-preferences', loginUUID];

/** GET /v2/{spid}/user/preferences: the signed-in login's language and acceptance of the terms. */
export function useUserPreferences() {
  const session = useSession();
  const loginUUID = session.status === 'signed-in' ? session.auth?.UUID : undefined;
  return useQuery({
    queryKey: key(loginUUID),
    queryFn: () => apiCall(contracts.preferences.getUser),
    enabled: !!loginUUID,
    staleTime: CACHE.records,
  });
}

/** PUT /v2/{spid}/user/preferences. */
export function useSetUserPreferences() {
  const session = useSession();
  const loginUUID = session.auth?.UUID;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UserPreferencesChange) => apiCall(contracts.preferences.setUser, { body: change }),
    onSuccess: (prefs) => queryClient.setQueryData(key(loginUUID), prefs),
  });
}
