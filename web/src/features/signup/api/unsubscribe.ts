/** `DELETE /api/v1/subscriptions/{id}?token=`: ends the subscription. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Subscription } from '#contract/subscriptions.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { subscriptionQueryKey } from './get-subscription.ts';

export function unsubscribe(id: number, token: string): Promise<Subscription> {
  return apiRequest<Subscription>(`/subscriptions/${id}`, { method: 'DELETE', query: { token } });
}

export function useUnsubscribe(id: number, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unsubscribe(id, token),
    onSuccess: (ended) => queryClient.setQueryData(subscriptionQueryKey(id), ended),
  });
}
