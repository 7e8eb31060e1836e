/** `POST /api/v1/notifications/{id}/read`; refreshes the list and the badge. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '#contract/notifications.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { notificationsKey } from './get-notifications.ts';

export function markNotificationRead(id: number): Promise<Notification> {
  return apiRequest<Notification>(`/notifications/${id}/read`, { method: 'POST' });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}
