import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CACHE, contracts, type NotificationPreferences } from '@portal/shared';
import { apiCall } from '../../lib/api/client';
import { queryOf } from '../../lib/api/query';
import { accountParam, useCustomerUUID } from '../../lib/account';

/** GET /customer/{uuid}/notification_preferences. */
export function useNotificationPreferences() {
  const uuid = useCustomerUUID();
  return useQuery({
    ...queryOf(contracts.profile.getNotifications, { params: { uuid } }),
    staleTime: CACHE.records,
  });
}

/** PUT /customer/{uuid}/notification_preferences: one or more topics, 2 opted in or 0. */
export function useSetNotificationPreferences() {
  const uuid = useCustomerUUID();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Partial<NotificationPreferences>) =>
      apiCall(contracts.profile.setNotifications, { params: { uuid: accountParam(uuid) }, body: change }),
    onSuccess: (prefs) =>
      queryClient.setQueryData(
        queryOf(contracts.profile.getNotifications, { params: { uuid } }).queryKey,
        prefs,
      ),
  });
}
