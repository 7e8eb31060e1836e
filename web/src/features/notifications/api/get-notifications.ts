/** `GET /api/v1/notifications`: the signed-in user's notifications, newest first, with the unread count. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationPage } from '#contract/notifications.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** Every notification query starts with this key, so one invalidation refreshes the list and the badge. */
export const notificationsKey = ['notifications'] as const;

export function getNotifications(limit: number, signal?: AbortSignal): Promise<NotificationPage> {
  return apiRequest<NotificationPage>('/notifications', { query: { limit }, signal });
}

export function notificationsQueryOptions(limit: number) {
  return queryOptions({
    queryKey: [...notificationsKey, 'list', limit],
    queryFn: ({ signal }) => getNotifications(limit, signal),
    placeholderData: keepPreviousData,
  });
}

export function useNotifications(limit: number) {
  return useQuery(notificationsQueryOptions(limit));
}
