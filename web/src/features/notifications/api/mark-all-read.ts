/** `POST /api/v1/notifications/read-all`; refreshes the list and the badge. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { notificationsKey } from './get-notifications.ts';

export function markAllNotificationsRead(): Promise<{ updated: number; unread: 0 }> {
  return apiRequest('/notifications/read-all', { method: 'POST' });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}
