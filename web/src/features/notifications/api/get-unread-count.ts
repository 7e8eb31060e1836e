/** `GET /api/v1/notifications/unread-count`, polled every minute for the header badge while signed in. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnreadCount } from '#contract/notifications.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { notificationsKey } from './get-notifications.ts';

export function getUnreadCount(signal?: AbortSignal): Promise<UnreadCount> {
  return apiRequest<UnreadCount>('/notifications/unread-count', { signal });
}

export function unreadCountQueryOptions() {
  return queryOptions({
    queryKey: [...notificationsKey, 'unread-count'],
    queryFn: ({ signal }) => getUnreadCount(signal),
    refetchInterval: 60_000,
    refetchIntervalInBackground: false,
    staleTime: 30_000,
  });
}

export function useUnreadCount(enabled: boolean) {
  return useQuery({ ...unreadCountQueryOptions(), enabled });
}
