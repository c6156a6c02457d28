import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CACHE, contracts, type UserPreferencesChange } from '@portal/shared';
import { apiCall } from './api/client';
import { queryOf } from './api/query';
import { useSession } from './session/use-session';

/** GET /v2/{spid}/user/preferences: the signed-in login's language and acceptance of the terms. */
export function useUserPreferences() {
  const session = useSession();
  const loginUUID = session.status === 'signed-in' ? session.auth?.UUID : undefined;
  return useQuery({
    ...queryOf(contracts.preferences.getUser),
    enabled: !!loginUUID,
    staleTime: CACHE.records,
  });
}

/** PUT /v2/{spid}/user/preferences. */
export function useSetUserPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UserPreferencesChange) => apiCall(contracts.preferences.setUser, { body: change }),
    onSuccess: (prefs) => queryClient.setQueryData(queryOf(contracts.preferences.getUser).queryKey, prefs),
  });
}
