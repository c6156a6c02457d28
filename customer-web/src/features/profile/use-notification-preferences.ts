import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CACHE, contracts, type NotificationPreferences } from '@portal/shared';
import { apiCall } from '../../lib/api/client';
import { useCustomerUUID } from './use-customer-uuid';
import { accountParam } from '../../lib/account';

const key = (uuid: string | null) => ['notification-preferences', uuid];

/** GET /customer/{uuid}/notification_preferences. */
export function useNotificationPreferences() {
  const uuid = useCustomerUUID();
  return useQuery({
    queryKey: key(uuid),
    queryFn: () => apiCall(contracts.profile.getNotifications, { params: { uuid: accountParam(uuid) } }),
    enabled: !!uuid,
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
    onSuccess: (prefs) => queryClient.setQueryData(key(uuid), prefs),
  });
}
