/** `PUT /api/v1/subscriptions/{id}?token=`: replaces the preferences. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Subscription, UpdateSubscriptionInput } from '#contract/subscriptions.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { subscriptionQueryKey } from './get-subscription.ts';

export function updateSubscription(id: number, token: string, input: UpdateSubscriptionInput): Promise<Subscription> {
  return apiRequest<Subscription>(`/subscriptions/${id}`, { method: 'PUT', query: { token }, body: input });
}

export function useUpdateSubscription(id: number, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateSubscriptionInput) => updateSubscription(id, token, input),
    onSuccess: (saved) => queryClient.setQueryData(subscriptionQueryKey(id), saved),
  });
}
