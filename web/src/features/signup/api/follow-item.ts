/**
 * Followed items of a subscription: `POST /api/v1/subscriptions/follows/confirm` (the emailed link) and
 * `DELETE /subscriptions/{id}/follows/{file_number}`. Following is in the meetings feature, by each item.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Subscription } from '#contract/subscriptions.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { subscriptionQueryKey } from './get-subscription.ts';

interface FollowAnswer {
  confirmation_required: boolean;
  message: string;
}

export function useConfirmFollow() {
  return useMutation({
    mutationFn: (token: string) => apiRequest<FollowAnswer>('/subscriptions/follows/confirm', { method: 'POST', body: { token } }),
  });
}

export function useUnfollowItem(subscriptionId: number, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileNumber: string) =>
      apiRequest<{ ok: true }>(`/subscriptions/${subscriptionId}/follows/${encodeURIComponent(fileNumber)}`, { method: 'DELETE', query: { token } }),
    onSuccess: (_answer, fileNumber) =>
      queryClient.setQueryData<Subscription>(subscriptionQueryKey(subscriptionId), (s) =>
        s ? { ...s, followed_items: s.followed_items.filter((f) => f.file_number !== fileNumber) } : s,
      ),
  });
}
